import LayoutEngine
import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// The types whose strings SwiftUI looks up: a value stored as one (`let title: LocalizedStringKey`)
  /// or returned as one is translated where a view shows it, as the literal it was made of.
  static let localizedTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue",
  ]

  /// Notes a string given or returned as a type SwiftUI looks up (`localizedTypes`).
  func noteLocalized(_ value: Evaluated, as type: TypeSyntax?) {
    guard let type, let name = Self.nominalName(type), Self.localizedTypes.contains(name),
      let string = value.string
    else { return }
    localizedStrings.insert(string)
  }

  /// Whether SwiftUI shows the title of the view `name` as it is rather than looking it up:
  /// `Text(verbatim:)`, or a title (the first unlabelled argument of a view whose declaration
  /// translates it) that is a `String` value rather than a literal, a lookup or a value of a
  /// `LocalizedStringKey`. Swift picks `StringProtocol` initializers for a `String`
  /// (`Text(plant.name)`), and they do not localize.
  func showsVerbatim(_ name: String, base: String?, _ arguments: [EvaluatedArgument]) -> Bool {
    guard base == nil, let first = arguments.first, !first.isTrailingClosure else { return false }
    if name == "Text", first.label == "verbatim" { return true }
    guard first.label == nil, Declarations.element(name)?.localizedArgument != nil,
      let string = first.value.string,
      let expression = first.syntax.as(LabeledExprSyntax.self)?.expression
    else { return false }
    return !Self.isLiteral(expression) && !localizedStrings.contains(string)
  }

  /// Whether Swift types `expression` as the literal a `LocalizedStringKey` is made from: a
  /// string literal (interpolated or not), or a ternary or parenthesised expression of them.
  static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(StringLiteralExprSyntax.self) { return true }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isLiteral(only.expression)
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return isLiteral(ternary.thenExpression) && isLiteral(ternary.elseExpression)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // An unfolded ternary: `c ? "a" : "b"` is [c, ?:, "a"... ]; its choices are what follow
      // `?` and `:`.
      let elements = Array(sequence.elements)
      guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        index + 1 < elements.count,
        let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
      else { return false }
      return elements.count == index + 2 && isLiteral(ternary.thenExpression)
        && isLiteral(elements[index + 1])
    }
    return false
  }
}
