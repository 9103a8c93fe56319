import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// Alignment guides of the app's own: `extension VerticalAlignment { static let myCenter =
/// VerticalAlignment(MyCenter.self) }` with `MyCenter: AlignmentID` declared in the files. The
/// ID's `defaultValue(in:)` is not run while reading (its answer depends on each view's size) but
/// captured as an `EvaluatedAlignmentID` the engine runs, like a guide's closure.
extension Evaluator {
  /// `HorizontalAlignment(MyID.self)` or `VerticalAlignment(MyID.self)` of an `AlignmentID` of the
  /// files: the guide (`SourceValue.customAlignment`) once its `defaultValue(in:)` has run on a
  /// stand-in; unknown, with a warning where it stopped, when it cannot be run. `nil` for any
  /// other call.
  func customAlignment(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard name == "HorizontalAlignment" || name == "VerticalAlignment", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil,
      let type = alignmentIDType(argument.expression, context),
      let declaration = declarations.types[type], let methods = declaration.staticMethods["defaultValue"]
    else { return nil }
    guard !EvaluatedAlignmentID.isRunning else { return unknown(node) }
    let id = EvaluatedAlignmentID(
      program: layoutProgram, type: type,
      code: methods.map(\.syntax.trimmedDescription).joined(separator: "\n"),
      folded: FoldedCode(of: declaration, by: layoutProgram.evaluator(nil)),
      source: location(node, context.file))
    if let failure = id.trial() {
      warn(
        SourceDiagnostic(
          .warning, at: failure.location,
          "the alignment '\(type)' cannot be computed by the preview (\(failure.message)); views aligned by it keep their containers' default alignment"
        ))
      return unknown(node)
    }
    let short = type.split(separator: ".").last.map(String.init) ?? type
    let key: AlignmentKey =
      name == "HorizontalAlignment"
      ? .horizontal(HorizontalAlignment(id, name: short)) : .vertical(VerticalAlignment(id, name: short))
    return .value(.customAlignment(key))
  }

  /// The type `MyID.self` names: the one nested where the call is (`VerticalAlignment.MyID`
  /// inside an extension of `VerticalAlignment`), else the one of that name.
  private func alignmentIDType(_ expression: ExprSyntax, _ context: Context) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
      let base = member.base
    else { return nil }
    let written = base.trimmedDescription
    if let outer = context.scope.staticType, declarations.types[outer + "." + written] != nil {
      return outer + "." + written
    }
    return declarations.types[written] != nil ? written : nil
  }

  /// The custom guide `expression` names (`.myCenter`, `VerticalAlignment.myCenter`), for
  /// `.alignmentGuide`; `nil` when it names none.
  func customAlignmentKey(_ expression: ExprSyntax, _ context: Context) -> AlignmentKey? {
    guard case .value(.customAlignment(let key)) = evaluate(expression, context) else { return nil }
    return key
  }
}
