import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// Whether `subject`, a case with or without a payload (`.detail("Fern")`, `.list`), matches an
  /// enum case pattern: `.detail`, `.detail(let name)`, `let .detail(name)`, `.detail(_)`,
  /// `.detail("Fern")`; the payload's names are bound in `context`. `nil` when the pattern is not
  /// a case pattern, or the subject no case.
  func matchesCase(
    _ subject: Evaluated, _ pattern: ExprSyntax, _ context: Context, bindingAll: Bool = false
  ) -> Bool? {
    guard let (name, payload) = Self.enumCase(of: subject) else { return nil }
    if let member = pattern.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == name
    }
    guard let call = pattern.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    guard member.declName.baseName.text == name else { return false }
    for (index, argument) in call.arguments.enumerated() {
      guard index < payload.count else { return false }
      let value = Evaluated.value(payload[index])
      let expression = argument.expression
      if let bound = expression.as(PatternExprSyntax.self)?.pattern {
        if bound.is(WildcardPatternSyntax.self) { continue }
        // `case let .detail(name)`: the name is a pattern of its own inside the `let`.
        if let identifier = bound.as(IdentifierPatternSyntax.self) {
          context.scope.names[identifier.identifier.text] = value
          continue
        }
        if let binding = bound.as(ValueBindingPatternSyntax.self),
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        {
          context.scope.names[identifier.identifier.text] = value
          continue
        }
        return nil
      }
      if expression.is(DiscardAssignmentExprSyntax.self) { continue }
      if bindingAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
        context.scope.names[reference.baseName.text] = value
        continue
      }
      guard equal(value, evaluate(expression, context)) == true else { return false }
    }
    return true
  }

  /// A case's name and payload: `.detail("Fern")` kept as a call, `Route.list`, `.list`.
  private static func enumCase(of subject: Evaluated) -> (String, [SourceValue])? {
    switch subject {
    case .enumCase(_, let name): return (name, [])
    case .value(.member(_, let name)): return (name, [])
    case .value(.call(let call)) where call.name.first?.isLowercase == true:
      return (call.name, call.arguments.map(\.value))
    default: return nil
    }
  }
}
