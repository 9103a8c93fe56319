import LayoutMapping
import SwiftSyntax

/// Data built by statements rather than written out: a `for` loop in a function or a closure that
/// makes an array (`var rows: [Row] = []; for day in days { rows.append(Row(day)) }`), and the
/// mutating calls and compound assignments such code uses (`append`, `append(contentsOf:)`,
/// `insert(_:at:)`, `removeAll()`, `removeFirst()`, `removeLast()`, `+=`, `-=`), on a local name or
/// a field of `self`. Before, the loop was skipped and the array stayed empty, with no warning.
extension Evaluator {
  /// The methods that change the array they are called on.
  static let mutatingArrayMethods: Set<String> = [
    "append", "insert", "removeAll", "removeFirst", "removeLast",
  ]

  /// Whether `expression` is a mutating call on an array (`rows.append(x)`), which a statement
  /// list runs for its effect rather than for a value.
  static func isMutatingCall(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil
    else { return false }
    return mutatingArrayMethods.contains(member.declName.baseName.text)
  }

  /// Runs `rows.append(x)` and the other mutating calls: the target's new value is stored where
  /// an assignment would store it. A target or argument that cannot be known makes the target
  /// unknown, so nothing is shown as if the call had not happened.
  func runMutatingCall(_ expression: ExprSyntax, _ context: Context) {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let target = member.base
    else { return }
    let current = evaluate(target, context)
    let arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, context)) }
    let changed = mutated(current, member.declName.baseName.text, arguments, call, context)
    store(changed ?? unknown(target), into: target, context)
  }

  private func mutated(
    _ current: Evaluated, _ name: String, _ arguments: [(label: String?, value: Evaluated)],
    _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    guard case .array(var elements) = current else { return nil }
    let labels = arguments.map(\.label)
    switch (name, labels) {
    case ("append", [nil]):
      elements.append(arguments[0].value)
    case ("append", ["contentsOf"]):
      guard let added = self.elements(of: arguments[0].value, limit: limits.maximumElements) else {
        return nil
      }
      elements += added
    case ("insert", [nil, "at"]):
      guard let index = Self.whole(arguments[1].value.number), (0...elements.count).contains(index) else {
        return nil
      }
      elements.insert(arguments[0].value, at: index)
    case ("removeAll", []): elements.removeAll()
    case ("removeFirst", []) where !elements.isEmpty: elements.removeFirst()
    case ("removeLast", []) where !elements.isEmpty: elements.removeLast()
    default: return nil
    }
    guard allowsArray(elements.count, node, context.file) else { return nil }
    return .array(elements)
  }

  /// `total += x`, `names += ["a"]`, `count -= 1`: the operation, then the assignment.
  func runCompoundAssignment(_ assignment: InfixOperatorExprSyntax, _ context: Context) {
    guard let op = assignment.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      op == "+=" || op == "-="
    else { return }
    let left = evaluate(assignment.leftOperand, context)
    let right = evaluate(assignment.rightOperand, context)
    var result: Evaluated?
    switch (left, right) {
    case (.array(let a), .array(let b)) where op == "+=":
      result = allowsArray(a.count + b.count, assignment, context.file) ? .array(a + b) : nil
    case _ where left.string != nil && right.string != nil && op == "+=":
      result = checkedString(left.string! + right.string!, assignment, context.file)
    case _ where left.number != nil && right.number != nil:
      result = checkedNumber(
        op == "+=" ? left.number! + right.number! : left.number! - right.number!, assignment, context.file)
    default: result = nil
    }
    store(result ?? unknown(assignment.leftOperand), into: assignment.leftOperand, context)
  }

  /// `for item in items where … { … }` in a function or closure body: the body run once per
  /// element (within the element budget), the pattern's names bound; a `return` inside ends the
  /// loop and is the block's. A sequence that cannot be known runs nothing, with a warning.
  func runLoop(_ loop: ForStmtSyntax, _ context: Context) -> Evaluated? {
    let sequence = evaluate(loop.sequence, context)
    guard loop.awaitKeyword == nil, let elements = elements(of: sequence, limit: limits.maximumElements)
    else {
      warn(
        "the loop over '\(Self.text(of: loop.sequence))' cannot be run statically; what it builds is left out",
        at: loop.sequence, context.file)
      return nil
    }
    for element in elements {
      guard !isExhausted else { return nil }
      let inner = context.child()
      bindLoopPattern(loop.pattern, element, inner)
      if let condition = loop.whereClause?.condition {
        guard let holds = truth(evaluate(condition, inner)) else { continue }
        if !holds { continue }
      }
      let outcome = run(loop.body.statements, inner, builder: false, statements: true)
      // A field of `self` the body changed is `self`'s beyond the loop.
      if case .instance? = context.scope.selfValue { context.scope.selfValue = inner.scope.selfValue }
      if let returned = outcome.returned { return returned }
    }
    return nil
  }

  /// Binds `item`, `(index, item)` or `_` to an element.
  private func bindLoopPattern(_ pattern: PatternSyntax, _ element: Evaluated, _ context: Context) {
    if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      context.scope.names[name] = element
    } else if let tuple = pattern.as(TuplePatternSyntax.self), case .tuple(let parts) = element {
      for (part, value) in zip(tuple.elements, parts) {
        if let name = part.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          context.scope.names[name] = value.value
        }
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      bindLoopPattern(binding.pattern, element, context)
    }
  }
}
