import LayoutMapping
import SwiftSyntax

/// The app's own `@resultBuilder`s (a type with `static func buildBlock`), on a function or a
/// computed property: `@SettingsBuilder var rows: [SettingsRow] { … }`. The body runs as a
/// builder whose statements give values (`Context.buildsValues`): each expression is a
/// component, an `if` gives its branch's components or none, a `for` those of every pass, in
/// order. The components are then put together as builders of lists put them together
/// (`buildExpression` wrapping an element in an array, `buildBlock`, `buildOptional`, `buildEither`
/// and `buildArray` concatenating): one array, each array component spliced in. Components that
/// are all views are the views. A builder that makes something else of its components (a
/// string, a count) is not run: its methods are not called.
extension Evaluator {
  /// The result builder of the files that `attributes` name (`@RowBuilder`, `@ListBuilder<Item>`).
  func resultBuilder(_ attributes: AttributeListSyntax?) -> String? {
    guard let attributes else { return nil }
    for element in attributes {
      guard case .attribute(let attribute) = element else { continue }
      let type = attribute.attributeName
      let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.trimmedDescription
      if declarations.types[name]?.staticMethods["buildBlock"] != nil { return name }
    }
    return nil
  }

  /// Runs `statements` as the body of a custom result builder and puts its components together.
  func built(_ statements: CodeBlockItemListSyntax, _ context: Context, at node: some SyntaxProtocol)
    -> Evaluated
  {
    var building = context
    building.buildsValues = true
    let outcome = run(statements, building, builder: true)
    if let returned = outcome.returned, outcome.values.isEmpty { return returned }
    let components = outcome.values
    if !components.isEmpty, components.allSatisfy(isView) {
      return .views(components.flatMap { views(of: $0, at: node, context) })
    }
    var elements: [Evaluated] = []
    for component in components {
      if case .array(let spliced) = component { elements += spliced } else { elements.append(component) }
    }
    guard allowsArray(elements.count, node, context.file) else { return unknown(node) }
    return .array(elements)
  }
}
