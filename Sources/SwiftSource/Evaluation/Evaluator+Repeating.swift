import SwiftSyntax

extension Evaluator {
  /// `Array(repeating: x, count: n)` and `[T](repeating: x, count: n)`: the array of `n` copies,
  /// as a preview's placeholder rows are often made (`[Item](repeating: .placeholder, count: 5)`);
  /// within the array budget, and unknown when `n` is not a known whole number.
  func repeating(_ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    let labels = node.arguments.map { $0.label?.text }
    guard labels == ["repeating", "count"] else { return nil }
    let callee = node.calledExpression
    let isArray =
      callee.is(ArrayExprSyntax.self)
      || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
      || callee.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription == "Array"
    guard isArray else { return nil }
    let arguments = Array(node.arguments)
    let element = evaluate(arguments[0].expression, context)
    guard let count = Self.whole(evaluate(arguments[1].expression, context).number), count >= 0 else {
      return unknown(node)
    }
    guard allowsArray(count, node, context.file) else { return unknown(node) }
    return .array(Array(repeating: element, count: count))
  }
}
