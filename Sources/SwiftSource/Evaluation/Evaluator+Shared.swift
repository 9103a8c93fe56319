import LayoutMapping
import SwiftSyntax

/// The Composable Architecture's `@Shared` and `@SharedReader` properties: one value per key
/// (`.appStorage("isOn")`, `.syncUps`), shared by every property declared with that key. As in
/// the library, the first declaration met gives the value (a `#Preview`'s
/// `@Shared(.syncUps) var syncUps = [.mock]` fills what the feature's state then reads), a later
/// default is ignored, and a property with no default of its own reads the key's
/// (`Self[.fileStorage(url), default: []]` in an `extension SharedKey`). `Shared(value:)` is its
/// value.
extension Evaluator {
  /// The value of a property declared with `attributes` (its `@Shared(key)`), whose own default
  /// is `initial`; `nil` when it is not a shared property with a key.
  func sharedValue(_ attributes: AttributeListSyntax, initial: Evaluated?, _ context: Context) -> Evaluated? {
    guard let key = Self.sharedKey(attributes) else { return nil }
    let name = Self.text(of: key)
    if let known = sharedValues[name] { return known }
    guard let value = initial ?? keyDefault(key, context) else { return nil }
    // `[.mock, .productMock]` given without a type: the key's (`FileStorageKey<[SyncUp]>`).
    let typed = resolve(value, as: keyValueType(key))
    sharedValues[name] = typed
    return typed
  }

  /// The key of `@Shared(key)` or `@SharedReader(key)`.
  static func sharedKey(_ attributes: AttributeListSyntax) -> ExprSyntax? {
    for element in attributes {
      guard case .attribute(let attribute) = element,
        ["Shared", "SharedReader"].contains(attribute.attributeName.trimmedDescription),
        case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first
      else { continue }
      return first.expression
    }
    return nil
  }

  /// The attributes of the declaration a stored property's binding is in.
  static func attributes(of binding: PatternBindingSyntax) -> AttributeListSyntax? {
    binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
  }

  /// `Shared(value: x)`, `Shared(x)`, `SharedReader(value: x)`: `x`.
  func sharedCall(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard name == "Shared" || name == "SharedReader", node.arguments.count == 1,
      let argument = node.arguments.first, argument.label == nil || argument.label?.text == "value"
    else { return nil }
    return evaluate(argument.expression, context)
  }

  /// The type of the value a key declared in an `extension SharedKey where Self ==
  /// FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default` holds, as far as the preview reads it: the
  /// last type of the files its requirement names, as an array when a collection holds it
  /// (`[SyncUp]`, `IdentifiedArrayOf<SyncUp>`, `Array<SyncUp>`); `nil` for any other key.
  private func keyValueType(_ key: ExprSyntax) -> TypeSyntax? {
    guard let declared = keyDeclaration(key)?.member,
      let owner = declared.syntax.ancestorOrSelf(mapping: { $0.as(ExtensionDeclSyntax.self) }),
      let clause = owner.genericWhereClause
    else { return nil }
    let names = clause.tokens(viewMode: .sourceAccurate).map(\.text)
    guard
      let element = names.last(where: { declarations.types[$0] != nil }).map({
        TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
      })
    else { return nil }
    let isCollection = names.contains {
      ["[", "Array", "IdentifiedArrayOf", "IdentifiedArray", "Set"].contains($0)
    }
    return isCollection ? TypeSyntax(ArrayTypeSyntax(element: element)) : element
  }

  /// The declaration of a key an `extension SharedKey` adds (`.syncUps`).
  private func keyDeclaration(_ key: ExprSyntax) -> (type: String, member: Member)? {
    guard let member = key.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
    return declarations.libraryStaticMembers[member.declName.baseName.text]?.first {
      $0.type.hasPrefix("SharedKey")
    }
  }

  /// The `default:` a key declared in an `extension SharedKey` gives (`static var syncUps: Self {
  /// Self[.fileStorage(url), default: []] }`).
  private func keyDefault(_ key: ExprSyntax, _ context: Context) -> Evaluated? {
    guard let declared = keyDeclaration(key)?.member,
      let binding = declared.syntax.as(PatternBindingSyntax.self),
      let statements = binding.getterStatements
    else { return nil }
    let given = statements.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> LabeledExprSyntax? in
      guard token.text == "default", let labeled = token.parent?.as(LabeledExprSyntax.self),
        labeled.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
      else { return nil }
      return labeled
    }.first
    guard let given else { return nil }
    return evaluate(given.expression, Context(scope: Scope(parent: nil), file: declared.file))
  }
}
