import Foundation
import LayoutMapping
import SwiftSyntax

/// Where an expression is evaluated: the names in scope and the file it is written in.
struct Context {
  var scope: Scope
  var file: Int
  /// Whether a builder's statements give values rather than views: the body of a function or
  /// property marked with a custom `@resultBuilder` (`Evaluator+ResultBuilders`).
  var buildsValues = false

  /// A context one scope deeper.
  func child(selfValue: Evaluated? = nil, staticType: String? = nil) -> Context {
    Context(
      scope: Scope(parent: scope, selfValue: selfValue, staticType: staticType), file: file,
      buildsValues: buildsValues)
  }
}

extension Evaluator {
  /// The value of `expression`, or a placeholder for what cannot be known.
  func evaluate(_ expression: ExprSyntax, _ context: Context) -> Evaluated {
    // Past a budget nothing is evaluated, and nothing names what was not: naming costs a copy of
    // the expression's text, which a loop over many elements would pay per element.
    guard step(expression, context.file) else { return isExhausted ? Self.leftOut : unknown(expression) }
    let value = nested(expression, context.file, fallback: unknown(expression)) {
      evaluateKind(expression, context)
    }
    return bounded(value, at: expression, context.file)
  }

  /// `value` when it is within the budgets on what one value may be (a string's length, an
  /// array's elements, a placeholder's text); else evaluation stops and it is a placeholder. The
  /// sites that could build a value many times the size of their operands check before building.
  private func bounded(_ value: Evaluated, at node: some SyntaxProtocol, _ file: Int) -> Evaluated {
    switch value {
    case .value(.string(let text)):
      return text.utf8.count <= limits.maximumStringBytes ? value : checkedString(text, node, file)
    case .array(let elements):
      return elements.count <= limits.maximumElements || allowsArray(elements.count, node, file)
        ? value : unknown(node)
    case .unknown(let placeholder):
      guard placeholder.text.utf8.count <= limits.maximumStringBytes,
        placeholder.expressions.count <= limits.maximumElements
      else {
        _ = allowsString(placeholder.text.utf8.count, node, file)
        _ = allowsArray(placeholder.expressions.count, node, file)
        return unknown(node)
      }
      return value
    default: return value
    }
  }

  private func evaluateKind(_ expression: ExprSyntax, _ context: Context) -> Evaluated {
    switch expression.as(ExprSyntaxEnum.self) {
    case .stringLiteralExpr(let literal): return string(literal, context)
    case .integerLiteralExpr(let literal):
      return literal.representedLiteralValue.map { checkedNumber(Double($0), literal, context.file) }
        ?? unknown(literal)
    case .floatLiteralExpr(let literal):
      return literal.representedLiteralValue.map { checkedNumber($0, literal, context.file) }
        ?? unknown(literal)
    case .booleanLiteralExpr(let literal): return .value(.bool(literal.literal.tokenKind == .keyword(.true)))
    case .nilLiteralExpr: return .value(.null)
    case .dictionaryExpr(let dictionary): return dictionaryLiteral(dictionary, context)
    case .arrayExpr(let array):
      guard allowsArray(array.elements.count, array, context.file) else { return unknown(array) }
      return .array(array.elements.map { evaluate($0.expression, context) })
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return evaluate(only.expression, context)
      }
      return .tuple(tuple.elements.map { ($0.label?.text, evaluate($0.expression, context)) })
    case .declReferenceExpr(let reference): return lookup(reference, context)
    case .memberAccessExpr(let member): return memberAccess(member, context)
    case .functionCallExpr(let call): return self.call(call, context)
    case .infixOperatorExpr(let infix): return self.infix(infix, context)
    case .prefixOperatorExpr(let prefix): return self.prefix(prefix, context)
    case .postfixOperatorExpr(let postfix):
      guard postfix.operator.text == "..." else { return unknown(postfix) }
      return .range(lower: evaluate(postfix.expression, context), upper: nil, isClosed: true)
    case .ternaryExpr(let ternary):
      let condition = evaluate(ternary.condition, context)
      switch truth(condition) {
      case true?: return evaluate(ternary.thenExpression, context)
      case false?: return evaluate(ternary.elseExpression, context)
      case nil:
        if let choice = layoutChoice(condition, ternary, context) { return choice }
        let other = choosesOther(
          ternary.condition, context.file, first: "its first choice", other: "its second choice")
        return evaluate(other ? ternary.elseExpression : ternary.thenExpression, context)
      }
    case .ifExpr(let ifExpression):
      return run(branch: ifExpression, context, builder: false).value(in: self, at: ifExpression)
    case .switchExpr(let switchExpression):
      return run(switch: switchExpression, context, builder: false).value(in: self, at: switchExpression)
    case .closureExpr(let closure):
      return .closure(ClosureValue(syntax: closure, scope: context.scope, file: context.file))
    case .keyPathExpr(let keyPath):
      let root = keyPath.root.map { $0.trimmedDescription + "." } ?? ""
      let path = keyPath.components.trimmedDescription
      return .value(.keyPath(root + (path.hasPrefix(".") ? String(path.dropFirst()) : path)))
    case .optionalChainingExpr(let optional): return evaluate(optional.expression, context)
    case .forceUnwrapExpr(let unwrap): return evaluate(unwrap.expression, context)
    case .tryExpr(let tryExpression): return evaluate(tryExpression.expression, context)
    case .awaitExpr(let awaitExpression): return evaluate(awaitExpression.expression, context)
    case .asExpr(let cast): return evaluate(cast.expression, context)
    case .genericSpecializationExpr(let generic): return evaluate(generic.expression, context)
    case .subscriptCallExpr(let subscriptCall): return self.subscript(subscriptCall, context)
    case .postfixIfConfigExpr(let postfix): return postfixIfConfig(postfix, base: nil, context)
    case .sequenceExpr(let sequence):
      let structured = folded(expression)
      if structured.is(SequenceExprSyntax.self) {
        if sequence.elements.count > 2 * limits.maximumDepth {
          warn(
            "an expression of more than \(2 * limits.maximumDepth) operands and operators is not evaluated",
            at: sequence, context.file)
        }
        return unknown(expression)
      }
      return evaluateKind(structured, context)
    default: return unknown(expression)
    }
  }

  /// A string literal; interpolated parts that cannot be known become `‹expression›`.
  func string(_ literal: StringLiteralExprSyntax, _ context: Context) -> Evaluated {
    if let text = literal.representedLiteralValue { return .value(.string(text)) }
    var text = ""
    var unknowns: [String] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        let single = StringLiteralExprSyntax(
          openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
          segments: [.stringSegment(part)], closingQuote: literal.closingQuote,
          closingPounds: literal.closingPounds)
        text += single.representedLiteralValue ?? part.content.text
      case .expressionSegment(let part):
        guard let first = part.expressions.first else { continue }
        let value = evaluate(first.expression, context)
        let specifier = part.expressions.first { $0.label?.text == "specifier" }
          .flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        if let shown = describe(value, specifier: specifier) {
          guard allowsString(text.utf8.count + shown.utf8.count, part, context.file) else {
            return unknown(literal)
          }
          text += shown
        } else {
          let expression: String
          if let placeholder = value.placeholder {
            expression = placeholder.expressions.joined(separator: ", ")
            unknowns += placeholder.expressions
          } else {
            expression = Self.text(of: first.expression)
            unknowns.append(expression)
          }
          guard allowsString(text.utf8.count + expression.utf8.count, part, context.file) else {
            return unknown(literal)
          }
          text += "‹\(expression)›"
        }
      }
    }
    if unknowns.isEmpty { return .value(.string(text)) }
    return .unknown(Placeholder(expressions: unknowns, text: text))
  }

  /// How string interpolation shows a known value (`3`, `0.5`, `true`, a case's name).
  func describe(_ value: Evaluated, specifier: String? = nil) -> String? {
    switch value {
    case .value(.string(let text)): return text
    case .value(.number(let number)):
      if let specifier { return Self.format(number, specifier) }
      return Self.describe(number)
    case .value(.bool(let bool)): return String(bool)
    case .enumCase(_, let name): return name
    default:
      // A `@ScaledMetric` shows its value at the default type size.
      guard let number = value.number else { return nil }
      return describe(.value(.number(number)), specifier: specifier)
    }
  }

  /// A number as Swift prints it: `3` for a whole number, `0.5` otherwise.
  static func describe(_ number: Double) -> String {
    if let whole = whole(number), Double(whole) == number { return String(whole) }
    return String(number)
  }

  /// A number with a `printf` specifier of the `%.1f` / `%d` kind, as `Text("\(x, specifier:)")`;
  /// any other specifier prints the number plainly.
  static func format(_ number: Double, _ specifier: String) -> String {
    let body = specifier.dropFirst().dropLast()
    guard specifier.hasPrefix("%"), let last = specifier.last, specifier.count <= 8,
      body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "l" }), abs(number) < 1e15
    else { return describe(number) }
    switch last {
    case "f", "e", "g": return String(format: specifier, number)
    case "d", "i":
      guard let whole = whole(number) else { return describe(number) }
      if body.contains("l") { return String(format: specifier, whole) }
      return String(format: specifier, Int32(clamping: whole))
    default: return describe(number)
    }
  }

  /// `items[0]`: an element of a known array at a known index; `grouped[key]` of a dictionary.
  private func `subscript`(_ node: SubscriptCallExprSyntax, _ context: Context) -> Evaluated {
    let base = evaluate(node.calledExpression, context)
    if let value = layoutSubscript(base, node, context) { return value }
    if case .dictionary(let entries) = base { return dictionarySubscript(entries, node, context) }
    guard case .array(let elements) = base, node.arguments.count == 1,
      let index = Self.whole(node.arguments.first.flatMap({ evaluate($0.expression, context).number })),
      elements.indices.contains(index)
    else { return unknown(node) }
    return elements[index]
  }

  /// The message for a condition whose value is not known.
  func unknownCondition(_ condition: some SyntaxProtocol, _ shown: String) -> String {
    "the condition '\(Self.text(of: condition))' cannot be known statically; showing \(shown)"
  }
}
