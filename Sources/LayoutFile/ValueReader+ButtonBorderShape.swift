import LayoutEngine
import LayoutMapping

/// A bordered button's outline, written as SwiftUI writes a `ButtonBorderShape`.
extension ValueReader {
  /// `capsule`, `.circle`, `roundedRectangle`, `buttonBorder`, `.roundedRectangle(radius: 8)`
  /// (SwiftUI's spelling, one scalar), or `{roundedRectangle: {radius: 8}}` (or
  /// `{roundedRectangle: 8}`) as a mapping; the radius is a length.
  func buttonBorderShape(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> ButtonBorderShape {
    let names = ButtonBorderShape.named.map(\.0)
    if case .mapping = node {
      let fields = try context.fields(of: node, for: key, allowed: ["roundedRectangle"])
      guard let field = fields.first else {
        throw context.expected("'roundedRectangle' and its radius", for: key, found: node)
      }
      var radius = field.value
      if case .mapping = radius {
        guard let given = try context.fields(of: radius, for: "roundedRectangle", allowed: ["radius"]).first
        else {
          throw context.expected("a 'radius'", for: "roundedRectangle", found: radius)
        }
        radius = given.value
      }
      return .roundedRectangle(radius: try number(radius, for: "radius"))
    }
    if let text = node.plainText ?? node.text, text.hasSuffix(")"),
      let open = text.firstIndex(of: "("), SwiftUISpelling.member(String(text[..<open])) == "roundedRectangle"
    {
      let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
      let parts = inside.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, SwiftUISpelling.trimmed(parts[0]) == "radius" else {
        throw context.expected("'roundedRectangle(radius: 8)'", for: key, found: node)
      }
      let number = YAMLNode(SwiftUISpelling.trimmed(parts[1]), mark: node.mark)
      return .roundedRectangle(radius: try self.number(number, for: "radius"))
    }
    let name = try name(node, for: key, among: names, kind: "button border shape")
    return ButtonBorderShape.named.first { $0.0 == name }!.1
  }
}
