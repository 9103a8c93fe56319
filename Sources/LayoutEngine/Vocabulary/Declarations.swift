/// Every element and modifier a layout may use, declared once: each family's declarations
/// (`Stack.declarations`, …, in its `+Vocabulary.swift` file) and the modifiers'
/// (`Modifier.declarations`).
///
/// `package` and not public: readers in this package (the YAML reader, a Swift-source reader)
/// and the documentation test use them; a library user builds `Element`s directly.
package enum Declarations {
  /// Every element a layout may write, family by family; "did you mean" prefers the earlier of
  /// two equally close names.
  package static let elements: [ElementDeclaration] =
    Stack.declarations + Spacing.declarations + Scroll.declarations + Textual.declarations
    + Picture.declarations + Control.declarations + Shape.declarations + Navigation.declarations
    + Adaptive.declarations + Listing.declarations + Grouping.declarations
    + Labeled.declarations + Composite.declarations

  /// Every modifier, in the order the documentation lists them: layout (the safe area, lists,
  /// positions and symbols among them), text, drawn, then those accepted but not drawn.
  package static let modifiers: [ModifierDeclaration] =
    Modifier.declarations + Modifier.layoutDeclarations + Modifier.textDeclarations
    + Modifier.drawnDeclarations + Modifier.listDeclarations + Modifier.scrollDeclarations
    + Modifier.acceptedDeclarations

  private static let elementsByName = Dictionary(uniqueKeysWithValues: elements.map { ($0.name, $0) })
  private static let modifiersByName = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0) })

  /// The element called `name`.
  package static func element(_ name: String) -> ElementDeclaration? { elementsByName[name] }

  /// The modifier called `name`.
  package static func modifier(_ name: String) -> ModifierDeclaration? { modifiersByName[name] }

  /// Every element name, in declaration order.
  package static let elementNames = elements.map(\.name)

  /// Every modifier name, in declaration order.
  package static let modifierNames = modifiers.map(\.name)
}
