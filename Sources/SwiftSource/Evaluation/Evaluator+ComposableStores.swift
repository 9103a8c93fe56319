import SwiftSyntax

extension Evaluator {
  /// `Store(initialState: Feature.State(…)) { Feature() }`, the Composable Architecture's store
  /// as its previews build it: the view reads its state through the store (`store.todos`,
  /// `store.scope(state: \.rows, action: \.rows)`), and the reducer only runs when the app does.
  /// So the store is its initial state; `nil` for any other call.
  func store(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard Self.storeTypes.contains(name),
      let state = node.arguments.first(where: { $0.label?.text == "initialState" })
    else { return nil }
    return evaluate(state.expression, context)
  }

  /// The stores that take an initial state and a reducer.
  static let storeTypes: Set<String> = ["Store", "StoreOf", "TestStore"]

  /// `store.scope(state: \.rows, action: \.rows)` on a store read as its state: the state's
  /// property the key path names (a chain, `\.detail.rows`, too); `nil` for any other call.
  func scope(_ name: String, of base: Evaluated, _ node: FunctionCallExprSyntax, _ context: Context)
    -> Evaluated?
  {
    guard name == "scope", case .instance = base,
      let keyPath = node.arguments.first(where: { $0.label == nil || $0.label?.text == "state" })?
        .expression.as(KeyPathExprSyntax.self)
    else { return nil }
    var value = base
    for component in keyPath.components {
      guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
      value = member(property.declName.baseName.text, of: value, node, context)
    }
    return value
  }
}
