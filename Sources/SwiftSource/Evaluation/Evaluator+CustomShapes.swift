import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// A custom `Shape` of the files (`struct Wedge: Shape { func path(in rect: CGRect) -> Path }`),
  /// where a view, a `clipShape` or a `background` takes it: a `Rectangle` in its place. Its path
  /// is code the preview does not run, but a shape takes the space it is offered, as a rectangle
  /// does, and fills it (its `.fill`, `.stroke` and `.clipShape` read as a rectangle's), so the
  /// layout around it is SwiftUI's.
  func customShape(_ type: TypeDeclaration, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated?
  {
    guard type.isShape else { return nil }
    filesUsed.insert(type.file)
    return .value(.call(Call(name: "Rectangle", source: location(node, context.file))))
  }
}
