import LayoutEngine
import LayoutMapping

/// A shape written as SwiftUI's member of `Shape`, where a view is expected.
extension ValueReader {
  /// The shape of `.capsule`, `circle`, `.ellipse`, `.rect`, `.rect(cornerRadius: 12)` (also with
  /// `style: .continuous`, which a wireframe does not draw) or `.capsule(style: .continuous)`; `nil`
  /// when `node` is not one (a colour's name, a node).
  func shapeMember(_ node: YAMLNode) throws(LayoutFileError) -> Element? {
    guard let text = node.plainText ?? node.text else { return nil }
    let open = text.firstIndex(of: "(")
    let name = SwiftUISpelling.member(String(text[..<(open ?? text.endIndex)]))
    guard ShapeMembers.names.contains(name) else { return nil }
    guard let open, text.hasSuffix(")") else { return ShapeMembers.element(named: name) }
    var radius: Double?
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    for argument in inside.split(separator: ",") {
      let parts = argument.split(separator: ":", maxSplits: 1).map(SwiftUISpelling.trimmed)
      guard parts.count == 2 else {
        throw context.expected("'.rect(cornerRadius: 12)'", for: "shape", found: node)
      }
      switch parts[0] {
      case "cornerRadius" where name == "rect":
        radius = try number(YAMLNode(parts[1], mark: node.mark), for: "cornerRadius")
      case "style": continue
      default: throw context.expected("'.rect(cornerRadius: 12)'", for: "shape", found: node)
      }
    }
    return ShapeMembers.element(named: name, cornerRadius: radius)
  }
}
