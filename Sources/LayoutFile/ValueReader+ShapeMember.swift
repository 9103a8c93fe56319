import LayoutEngine
import LayoutMapping

/// Shapes written as SwiftUI writes them, `Shape`'s members where a view is expected and a
/// `ButtonBorderShape` (its mapping form spelled as SwiftUI's call): parsed by `ValueExpression`
/// for the one reading of each (`ValueConverter.shapeMember`, `ValueConverter.buttonBorderShape`),
/// which the strict mapper applies, as the Swift reader's values are read.
extension ValueReader {
  /// `.capsule`, `circle`, `.ellipse`, `.rect`, `.rect(cornerRadius: 12)` (also with
  /// `style: .continuous`, which a wireframe does not draw) or `.capsule(style: .continuous)` as
  /// SwiftUI writes the shape; `nil` when `node` names no shape (a colour's name, a node).
  func writtenShapeMember(_ node: YAMLNode) throws(LayoutFileError) -> SourceValue? {
    guard let text = node.plainText ?? node.text else { return nil }
    let head = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
    guard ShapeMembers.names.contains(ValueExpression.memberName(head)) else { return nil }
    return try parsed(node, text, for: "shape", example: Self.shapeExample)
  }

  /// The example a shape's messages give.
  private static let shapeExample = "'.rect(cornerRadius: 12)'"

  /// The error for the shape `node` writes, which `ValueConverter.shapeMember` refused for
  /// `problem`.
  func shapeMemberError(_ problem: SpellingProblem, _ node: YAMLNode) -> LayoutFileError {
    spellingError(problem, node, for: "shape", example: Self.shapeExample)
  }

  /// A bordered button's outline as SwiftUI writes it: `capsule`, `.circle`, `roundedRectangle`,
  /// `buttonBorder`, `.roundedRectangle(radius: 8)` (SwiftUI's spelling, one scalar), or
  /// `{roundedRectangle: {radius: 8}}` (or `{roundedRectangle: 8}`) as a mapping, spelled as
  /// `.roundedRectangle(radius: 8)`; the radius is a length.
  func writtenButtonBorderShape(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> SourceValue {
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
      return .call(
        Call(
          name: "roundedRectangle",
          arguments: [
            Argument(
              label: "radius", value: .number(try number(radius, for: "radius")),
              source: context.location(of: radius))
          ], source: context.location(of: field.keyNode)))
    }
    if let text = node.plainText ?? node.text, Self.isRoundedRectangleCall(text) {
      return try parsed(node, text, for: key, example: Self.borderShapeExample)
    }
    guard let text = node.text else { throw context.expected("button border shape", for: key, found: node) }
    return .member(base: nil, name: ValueExpression.memberName(text))
  }

  /// The example a button border shape's messages give.
  private static let borderShapeExample = "'roundedRectangle(radius: 8)'"

  /// Whether `text` is SwiftUI's `.roundedRectangle(radius: …)`, with or without its type.
  private static func isRoundedRectangleCall(_ text: String) -> Bool {
    guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return false }
    return ValueExpression.memberName(String(text[..<open])) == "roundedRectangle"
  }

  /// The error for the border shape `node` writes for `key`, which
  /// `ValueConverter.buttonBorderShape` refused for `refusal`: a mapping's at the mapping, a
  /// spelled call's as a number field's or "expected", and a name it does not know with the names
  /// it has.
  func buttonBorderShapeError(_ refusal: StrictRefusal, _ node: YAMLNode, for key: String) -> LayoutFileError
  {
    if case .mapping = node {
      return context.expected("'roundedRectangle' and its radius", for: key, found: node)
    }
    if case .spelling(let problem) = refusal {
      return spellingError(problem, node, for: key, example: Self.borderShapeExample)
    }
    guard let text = node.text else { return context.expected("button border shape", for: key, found: node) }
    let names = ValueConverter.memberNames(of: .buttonBorderShape) ?? []
    return unknown(
      ValueExpression.memberName(text), kind: "button border shape", among: names, for: key, at: node)
  }

  /// `text` (the scalar `node`) parsed as SwiftUI writes a value; one that does not parse is
  /// "expected `example`".
  private func parsed(_ node: YAMLNode, _ text: String, for key: String, example: String)
    throws(LayoutFileError) -> SourceValue
  {
    guard let value = ValueExpression.parse(text, at: context.location(of: node)) else {
      throw context.expected(example, for: key, found: node)
    }
    return value
  }

  /// The error for `problem` in the value `node` spells for `key`: a number out of bounds is
  /// reported as a number field's is, arguments the type does not take as "expected `example`".
  private func spellingError(_ problem: SpellingProblem, _ node: YAMLNode, for key: String, example: String)
    -> LayoutFileError
  {
    guard case .number(let label, let problem, let written) = problem else {
      return context.expected(example, for: key, found: node)
    }
    return error(problem, for: label, found: YAMLNode(written.description, mark: node.mark))
  }
}
