import LayoutEngine

/// What the strict mapping asks of a modifier's declaration for every layout-file key that names it, worked
/// out once per modifier name: looking a declaration up copies it (its arguments, its list of
/// kinds, its build function), and its main argument and argument names were found again for
/// every use, on every padded row of a large file.
package final class ModifierFacts: Sendable {
  package let declaration: ModifierDeclaration
  /// The main argument's declaration.
  package let main: ArgumentDeclaration?
  /// The argument names in declaration order: the fields a mapping of arguments may give.
  package let argumentNames: [String]
  /// Whether it declares an argument besides the main one, so a mapping may be its arguments.
  package let hasOtherArguments: Bool
  /// The arguments a named choice may stand for alone (`aspectRatio: fill`).
  package let standingAlone: [ArgumentDeclaration]

  private init(_ declaration: ModifierDeclaration) {
    self.declaration = declaration
    let main = declaration.mainArgument.flatMap(declaration.argument)
    self.main = main
    argumentNames = declaration.arguments.map(\.name)
    hasOtherArguments = declaration.arguments.contains { $0.name != main?.name }
    standingAlone = declaration.arguments.filter(\.standsAlone)
  }

  /// The facts of the modifier called `name`, or `nil` when no modifier has that name.
  package static func named(_ name: String) -> ModifierFacts? { byName[name] }

  private static let byName = Dictionary(
    uniqueKeysWithValues: Declarations.modifiers.map { ($0.name, ModifierFacts($0)) })
}
