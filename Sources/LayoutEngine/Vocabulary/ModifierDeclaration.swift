/// One modifier as SwiftUI and layout files spell it: its name, its arguments and their types,
/// the argument a bare value stands for, whether it sets an environment value, and the function
/// that builds the engine's `Modifier`s from typed argument values.
package struct ModifierDeclaration: Sendable {
  /// The layout-file key.
  package var name: String
  /// SwiftUI's method name, when it differs (`flipsForRightToLeftLayoutDirection`).
  package var swiftUIName: String
  package var arguments: [ArgumentDeclaration]
  /// The argument a value that is not a mapping of arguments stands for.
  package var mainArgument: String?
  /// Whether `true` stands for the call without arguments (`.hidden()`, `.fixedSize()`) and
  /// `false` for no modifier at all.
  package var isFlag: Bool
  /// Whether it sets an environment value, which applies to the node and everything inside it
  /// wherever it stands among the modifiers.
  package var isEnvironment: Bool
  /// The engine modifiers it may build.
  package var produces: [Modifier.Kind]
  /// One line on what it does.
  package var summary: String
  /// The modifiers for typed argument values; throws for arguments that do not go together.
  package var build: @Sendable (ArgumentValues) throws(DeclarationError) -> [Modifier]
  /// SwiftUI's spelling when it is not the method of the declared arguments (a modifier accepted
  /// but not drawn, whose one argument stands for all of SwiftUI's).
  private var spelling: String?

  package init(
    _ name: String, _ summary: String, swiftUIName: String? = nil, arguments: [ArgumentDeclaration] = [],
    main: String? = nil, isFlag: Bool = false, isEnvironment: Bool = false,
    signature: String? = nil, produces: [Modifier.Kind],
    build: @escaping @Sendable (ArgumentValues) throws(DeclarationError) -> [Modifier]
  ) {
    self.name = name
    self.summary = summary
    self.swiftUIName = swiftUIName ?? name
    self.arguments = arguments
    self.mainArgument = main
    self.isFlag = isFlag
    self.isEnvironment = isEnvironment
    self.produces = produces
    self.spelling = signature
    self.build = build
  }

  /// The declaration of argument `name`.
  package func argument(_ name: String) -> ArgumentDeclaration? { arguments.first { $0.name == name } }

  /// SwiftUI's method as the declaration spells it: `.frame(width:height:…)`, `.padding(_ insets:)`.
  package var signature: String {
    spelling ?? ".\(swiftUIName)(\(arguments.swiftUIParameters()))"
  }

}
