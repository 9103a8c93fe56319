import LayoutMapping
import SwiftSyntax

/// Assignments, so later statements see what earlier ones changed: `x = value`, `x += w`,
/// `self.title = value`, `copy.title = value`, `size.width += 8`, `cache.rows[i] = row`,
/// `_flag = State(initialValue: v)`, and the mutating methods of arrays (`rows.append(row)`).
/// A nested target is written back level by level, as Swift's value types are.
extension Evaluator {
  /// `target = value` or a compound assignment; a target the preview cannot write is ignored
  /// (in layout code, a warning that stops it).
  func assign(_ assignment: InfixOperatorExprSyntax, _ context: Context) {
    let target = assignment.leftOperand
    if assignment.operator.is(AssignmentExprSyntax.self),
      let reference = target.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.hasPrefix("_"), reference.baseName.text.count > 1
    {
      // `_model = State(initialValue: Model(…))`: the model itself, an instance with its fields,
      // not the wrapper's call with the model written out as an argument.
      let wrapped = Self.wrappedExpression(assignment.rightOperand)
      let value = Self.wrappedValue(evaluate(wrapped ?? assignment.rightOperand, context))
      let name = String(reference.baseName.text.dropFirst())
      if !context.scope.assign(name, value) { setField(name, value, context) }
      return
    }
    var value = evaluate(assignment.rightOperand, context)
    if let binary = assignment.operator.as(BinaryOperatorExprSyntax.self) {
      // `x += w`: `x + w`, the operator without its `=`.
      value = combine(
        String(binary.operator.text.dropLast()), evaluate(target, context), value, assignment, context)
    }
    if !store(value, into: target, context) {
      if proxies != nil {
        warn("'\(Self.text(of: target))' is not a place the preview can assign to", at: target, context.file)
      }
    }
  }

  /// Writes `value` where `target` names it: a local, a field of `self`, or a field or element
  /// inside one of them; false when `target` is none of those.
  func store(_ value: Evaluated, into target: ExprSyntax, _ context: Context) -> Bool {
    if target.is(DiscardAssignmentExprSyntax.self) { return true }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if !context.scope.assign(name, value) { setField(name, value, context) }
      return true
    }
    if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
      let field = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        setField(field, value, context)
        return true
      }
      guard case .instance(var instance) = evaluate(base, context) else { return false }
      instance.fields[field] = value
      return store(.instance(instance), into: base, context)
    }
    if let element = target.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
      let argument = element.arguments.first,
      case .array(var elements) = evaluate(element.calledExpression, context),
      let index = Self.whole(evaluate(argument.expression, context).number), elements.indices.contains(index)
    {
      elements[index] = value
      return store(.array(elements), into: element.calledExpression, context)
    }
    if let optional = target.as(ForceUnwrapExprSyntax.self) {
      return store(value, into: optional.expression, context)
    }
    return false
  }

  private func setField(_ name: String, _ value: Evaluated, _ context: Context) {
    guard case .instance(var instance)? = context.scope.selfValue else { return }
    instance.fields[name] = value
    context.scope.replaceSelf(with: .instance(instance))
  }

  /// `rows.append(row)`, `rows[i].append(index)`, `xs.append(contentsOf:)`, `insert(_:at:)`,
  /// `removeAll()`, `removeLast()`, `removeFirst()`, `remove(at:)` on an array the code holds;
  /// `nil` for any other call.
  func mutatingCall(
    _ name: String, on base: ExprSyntax, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    guard Self.mutatingMethods.contains(name), node.trailingClosure == nil,
      case .array(var elements) = evaluate(base, context)
    else { return nil }
    let arguments = node.arguments.map { ($0.label?.text, evaluate($0.expression, context)) }
    var result = Evaluated.value(.null)
    // A call the preview cannot run leaves the array unknown, so nothing is shown as if the call
    // had not happened.
    func givenUp() -> Evaluated {
      _ = store(unknown(base), into: base, context)
      return unknown(node)
    }
    switch (name, arguments.count, arguments.first?.0) {
    case ("append", 1, nil):
      guard allowsArray(elements.count + 1, node, context.file) else { return givenUp() }
      elements.append(arguments[0].1)
    case ("append", 1, "contentsOf"):
      guard case .array(let more) = arguments[0].1,
        allowsArray(elements.count + more.count, node, context.file)
      else { return givenUp() }
      elements += more
    case ("insert", 2, nil):
      guard let index = Self.whole(arguments[1].1.number), (0...elements.count).contains(index),
        allowsArray(elements.count + 1, node, context.file)
      else { return givenUp() }
      elements.insert(arguments[0].1, at: index)
    case ("removeAll", 0, _): elements = []
    case ("removeLast", 0, _), ("removeFirst", 0, _):
      guard !elements.isEmpty else { return givenUp() }
      result = name == "removeLast" ? elements.removeLast() : elements.removeFirst()
    case ("remove", 1, "at"):
      guard let index = Self.whole(arguments[0].1.number), elements.indices.contains(index) else {
        return givenUp()
      }
      result = elements.remove(at: index)
    default: return nil
    }
    guard store(.array(elements), into: base, context) else { return nil }
    return result
  }

  private static let mutatingMethods: Set<String> = [
    "append", "insert", "removeAll", "removeLast", "removeFirst", "remove",
  ]
}
