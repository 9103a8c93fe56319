import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// `a + b`, `a == b`, `a && b`, `0..<n`, `a ?? b`, `Text("a") + Text("b")` on known values.
  func infix(_ node: InfixOperatorExprSyntax, _ context: Context) -> Evaluated {
    guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return unknown(node)
    }
    let left = evaluate(node.leftOperand, context)
    // `&&`, `||` and `??` decide on the left operand alone when they can.
    switch (op, left) {
    case ("&&", .value(.bool(false))): return left
    case ("||", .value(.bool(true))): return left
    case ("??", .value(.null)): return evaluate(node.rightOperand, context)
    case ("??", .unknown): return evaluate(node.rightOperand, context)
    case ("??", _): return left
    default: break
    }
    return combine(op, left, evaluate(node.rightOperand, context), node, context)
  }

  /// `left op right` on values already evaluated: an infix expression's, or a compound
  /// assignment's (`x += w` is `x + w`).
  func combine(
    _ op: String, _ left: Evaluated, _ right: Evaluated, _ node: InfixOperatorExprSyntax, _ context: Context
  ) -> Evaluated {
    let (left, right) =
      proxies == nil ? (left, right) : (Self.numeric(left, beside: right), Self.numeric(right, beside: left))
    if left.isVarying || right.isVarying {
      return traitCondition(op, left, right, node) ?? unknown(node)
    }
    switch op {
    case "..<", "...":
      return .range(lower: left, upper: right, isClosed: op == "...")
    case "==", "!=":
      guard let same = equal(left, right) else { return unknown(node) }
      return .value(.bool(op == "==" ? same : !same))
    case "&&", "||":
      guard let a = truth(left), let b = truth(right) else { return unknown(node) }
      return .value(.bool(op == "&&" ? a && b : a || b))
    case "+":
      if let text = concatenatedText(left, right, node, context) { return text }
      if let a = left.string, let b = right.string {
        guard allowsString(a.utf8.count + b.utf8.count, node, context.file) else { return unknown(node) }
        return .value(.string(a + b))
      }
      if case .array(let a) = left, case .array(let b) = right {
        guard allowsArray(a.count + b.count, node, context.file) else { return unknown(node) }
        return .array(a + b)
      }
      if let placeholder = concatenatedPlaceholder(left, right, node, context) { return placeholder }
    case "*", "/":
      if let product = scaledProduct(op, left, right) { return product }
    default: break
    }
    if let order = stringOrder(op, left, right) { return order }
    guard let a = left.number, let b = right.number else {
      if case .unknown = left { return unknown(node) }
      if case .unknown = right { return unknown(node) }
      return unknown(node)
    }
    switch op {
    case "+": return checkedNumber(a + b, node, context.file)
    case "-": return checkedNumber(a - b, node, context.file)
    case "*": return checkedNumber(a * b, node, context.file)
    case "/": return b == 0 ? unknown(node) : checkedNumber(a / b, node, context.file)
    case "%":
      return b == 0 ? unknown(node) : checkedNumber(a.truncatingRemainder(dividingBy: b), node, context.file)
    case "<": return .value(.bool(a < b))
    case ">": return .value(.bool(a > b))
    case "<=": return .value(.bool(a <= b))
    case ">=": return .value(.bool(a >= b))
    default: return unknown(node)
    }
  }

  /// `-x`, `!flag`, `...upper`.
  func prefix(_ node: PrefixOperatorExprSyntax, _ context: Context) -> Evaluated {
    let value = evaluate(node.expression, context)
    switch node.operator.text {
    case "-": return value.number.map { .value(.number(-$0)) } ?? unknown(node)
    case "!":
      return truth(value).map { .value(.bool(!$0)) } ?? negatedTraitCondition(value, node) ?? unknown(node)
    case "...": return .range(lower: nil, upper: value, isClosed: true)
    case "..<": return .range(lower: nil, upper: value, isClosed: false)
    default: return unknown(node)
    }
  }

  /// Whether a value is true, when known.
  func truth(_ value: Evaluated) -> Bool? { value.bool }

  /// Whether two known values are equal (`nil` when either is unknown or they cannot be compared).
  func equal(_ a: Evaluated, _ b: Evaluated) -> Bool? {
    switch (a, b) {
    case (.unknown, _), (_, .unknown): return nil
    case _ where a.number != nil && b.number != nil:
      // Numbers, a `@ScaledMetric` by its value at Large.
      return a.number == b.number
    case (.value(.null), .value(.null)): return true
    case (.value(.null), _), (_, .value(.null)): return false
    case (.enumCase(_, let x), .enumCase(_, let y)): return x == y
    case (.enumCase(_, let x), .value(.member(_, let y))), (.value(.member(_, let y)), .enumCase(_, let x)):
      return x == y
    case (.value(let x), .value(let y)):
      switch (x, y) {
      case (.string, .string), (.number, .number), (.bool, .bool), (.member, .member): return x == y
      default: return nil
      }
    default: return nil
    }
  }

  /// `Text("a") + Text("b")`: one `Text` with the strings joined (the parts' own modifiers are
  /// dropped, with a warning, since one string cannot carry them).
  private func concatenatedText(
    _ left: Evaluated, _ right: Evaluated, _ node: InfixOperatorExprSyntax, _ context: Context
  ) -> Evaluated? {
    guard case .value(.call(let a)) = left, case .value(.call(let b)) = right,
      a.name == "Text", b.name == "Text", a.base == nil, b.base == nil,
      let first = a.arguments.first?.value, let second = b.arguments.first?.value
    else { return nil }
    if !a.modifiers.isEmpty || !b.modifiers.isEmpty {
      warn(
        "the modifiers of concatenated Text parts are not kept; the text is joined", at: node,
        context.file)
    }
    let size = [first, second].map(Self.placeholderParts).reduce(0) { $0 + $1.text.utf8.count }
    guard allowsString(size, node, context.file) else { return unknown(node) }
    let joined: SourceValue
    switch (first, second) {
    case (.string(let x), .string(let y)) where a.arguments.count == 1 && b.arguments.count == 1:
      joined = .string(x + y)
    default:
      let parts = [first, second].map(Self.placeholderParts)
      joined = .placeholder(
        Placeholder(
          expressions: parts[0].expressions + parts[1].expressions, text: parts[0].text + parts[1].text))
    }
    var text = a
    text.arguments = [Argument(label: nil, value: joined, source: a.source)]
    text.modifiers = []
    return .value(.call(text))
  }

  /// `"Hello, " + name` with `name` unknown: one placeholder with the known part kept.
  private func concatenatedPlaceholder(
    _ left: Evaluated, _ right: Evaluated, _ node: InfixOperatorExprSyntax, _ context: Context
  ) -> Evaluated? {
    guard left.string != nil || left.isUnknown, right.string != nil || right.isUnknown else { return nil }
    let parts = [left, right].map { value -> (expressions: [String], text: String) in
      if let placeholder = value.placeholder { return (placeholder.expressions, placeholder.text) }
      return ([], value.string ?? "")
    }
    guard allowsString(parts[0].text.utf8.count + parts[1].text.utf8.count, node, context.file),
      allowsArray(parts[0].expressions.count + parts[1].expressions.count, node, context.file)
    else { return unknown(node) }
    return .unknown(
      Placeholder(
        expressions: parts[0].expressions + parts[1].expressions, text: parts[0].text + parts[1].text))
  }

  /// A value as text with its unknown parts: a string is all known, a placeholder is its parts.
  static func placeholderParts(_ value: SourceValue) -> (expressions: [String], text: String) {
    switch value {
    case .string(let text): return ([], text)
    case .placeholder(let placeholder): return (placeholder.expressions, placeholder.text)
    default: return ([value.description], "‹\(value.description)›")
    }
  }
}
