import LayoutEngine
import LayoutMapping

/// Shapes written as SwiftUI writes them, `Shape`'s members where a view is expected and a
/// `ButtonBorderShape` (its mapping form written as SwiftUI's call): parsed by `ValueExpression`
/// and read by `ValueConverter`, strictly, as the Swift reader's values are.
extension ValueReader {
  /// The shape of `.capsule`, `circle`, `.ellipse`, `.rect`, `.rect(cornerRadius: 12)` (also with
  /// `style: .continuous`, which a wireframe does not draw) or `.capsule(style: .continuous)`; `nil`
  /// when `node` is not one (a colour's name, a node).
  func shapeMember(_ node: YAMLNode) throws(LayoutFileError) -> Element? {
    guard let text = node.plainText ?? node.text else { return nil }
    let head = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
    guard ShapeMembers.names.contains(ValueExpression.memberName(head)) else { return nil }
    return try spelled(node, text, for: "shape", example: "'.rect(cornerRadius: 12)'") {
      value throws(SpellingProblem) in try ValueConverter.shapeMember(value, strict: true)
    }
  }

  /// A bordered button's outline: `capsule`, `.circle`, `roundedRectangle`, `buttonBorder`,
  /// `.roundedRectangle(radius: 8)` (SwiftUI's spelling, one scalar), or
  /// `{roundedRectangle: {radius: 8}}` (or `{roundedRectangle: 8}`) as a mapping; the radius is a
  /// length.
  func buttonBorderShape(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> ButtonBorderShape {
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
      // SwiftUI's `.roundedRectangle(radius: 8)`, read by the one reading of a border shape.
      let written = SourceValue.call(
        Call(
          name: "roundedRectangle",
          arguments: [
            Argument(
              label: "radius", value: .number(try number(radius, for: "radius")),
              source: context.location(of: radius))
          ], source: context.location(of: field.keyNode)))
      if let shape = (try? ValueConverter.buttonBorderShape(written, strict: true)) ?? nil { return shape }
      throw context.expected("'roundedRectangle' and its radius", for: key, found: node)
    }
    if let text = node.plainText ?? node.text, text.hasSuffix(")"),
      let open = text.firstIndex(of: "("),
      ValueExpression.memberName(String(text[..<open])) == "roundedRectangle",
      let shape = try spelled(
        node, text, for: key, example: "'roundedRectangle(radius: 8)'",
        { value throws(SpellingProblem) in try ValueConverter.buttonBorderShape(value, strict: true) })
    {
      return shape
    }
    guard let text = node.text else { throw context.expected("button border shape", for: key, found: node) }
    let member = SourceValue.member(base: nil, name: ValueExpression.memberName(text))
    guard let shape = try? ValueConverter.buttonBorderShape(member, strict: true) else {
      let names = ValueConverter.memberNames(of: .buttonBorderShape) ?? []
      throw unknown(
        ValueExpression.memberName(text), kind: "button border shape", among: names, for: key, at: node)
    }
    return shape
  }

  /// `text` (the scalar `node`) parsed as SwiftUI writes a value and read by `convert`; a text
  /// that does not parse, or arguments the type does not take, is "expected `example`", and a
  /// number out of bounds is reported as a number field's is.
  private func spelled<Spelled>(
    _ node: YAMLNode, _ text: String, for key: String, example: String,
    _ convert: (SourceValue) throws(SpellingProblem) -> Spelled?
  ) throws(LayoutFileError) -> Spelled? {
    guard let value = ValueExpression.parse(text, at: context.location(of: node)) else {
      throw context.expected(example, for: key, found: node)
    }
    do {
      return try convert(value)
    } catch {
      guard case .number(let label, let problem, let written) = error else {
        throw context.expected(example, for: key, found: node)
      }
      throw self.error(problem, for: label, found: YAMLNode(written.description, mark: node.mark))
    }
  }
}
