import SwiftSyntax

extension Evaluator {
  /// The object `.environment(store)` or `.environmentObject(store)` gives the views inside, when
  /// it is an instance of a type of the files (`.environment(\.locale, …)` sets a value, not an
  /// object).
  func environmentObject(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context)
    -> (type: String, value: Evaluated)?
  {
    guard name == "environment" || name == "environmentObject", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil,
      !argument.expression.is(KeyPathExprSyntax.self)
    else { return nil }
    let value = evaluate(argument.expression, context)
    guard case .instance(let instance) = value else { return nil }
    return (instance.type, value)
  }

  /// The object an `@Environment(Store.self)` or `@EnvironmentObject var store: Store` property
  /// reads, when an enclosing view gave one.
  func environmentObject(for property: StoredProperty) -> Evaluated? {
    property.environmentObjectType.flatMap { environmentObjects[$0]?.last }
  }
}

extension StoredProperty {
  /// The type an `@Environment(Store.self)` or `@EnvironmentObject var store: Store` property
  /// reads from the environment; `nil` for any other property (`@Environment(\.dismiss)`).
  var environmentObjectType: String? {
    if attributes.contains("EnvironmentObject") { return type?.lastName }
    guard attributes.contains("Environment"),
      let declaration = syntax.parent?.parent?.as(VariableDeclSyntax.self)
    else { return nil }
    for case .attribute(let attribute) in declaration.attributes
    where attribute.attributeName.trimmedDescription == "Environment" {
      guard case .argumentList(let arguments)? = attribute.arguments,
        let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self"
      else { return nil }
      return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return nil
  }
}
