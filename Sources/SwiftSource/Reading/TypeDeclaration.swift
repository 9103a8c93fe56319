import SwiftSyntax

/// What the files declare about one type, gathered from its declaration and every extension of it:
/// what a custom view, a model struct or an enum is made of, so the evaluator can inline and read it.
struct TypeDeclaration {
  /// Whether it is a struct, a class or an enum (an extension of a library type says nothing).
  enum Kind {
    case structure
    case classType
    case enumeration
    case extensionOnly
  }

  var name: String
  var kind: Kind
  /// The inherited types as written (`View`, `String`, `CaseIterable`, `PreviewProvider`).
  var inheritedTypes: [String] = []
  /// Stored instance properties in declaration order: the memberwise initializer's parameters.
  var storedProperties: [StoredProperty] = []
  /// Computed instance properties (`var body: some View { … }`, `var header: some View`).
  var computedProperties: [String: Member] = [:]
  /// Instance methods by name (overloads in declaration order).
  var methods: [String: [Member]] = [:]
  /// Static properties and methods (`static let samples = […]`, `static var preview: Item`).
  var staticMembers: [String: Member] = [:]
  var staticMethods: [String: [Member]] = [:]
  /// Explicit initializers.
  var initializers: [Member] = []
  /// Enum cases in declaration order with their raw values.
  var cases: [EnumCase] = []
  /// The file (index into the program's files) of the main declaration.
  var file: Int

  /// Whether the type is a SwiftUI view (`: View`), so a call of it is inlined.
  var isView: Bool { inheritedTypes.contains("View") }
  var isViewModifier: Bool { inheritedTypes.contains("ViewModifier") }
  /// Whether the type is a custom `Shape` (`path(in:)`) and no view of its own.
  var isShape: Bool {
    !isView && (inheritedTypes.contains("Shape") || inheritedTypes.contains("InsettableShape"))
  }
  var isPreviewProvider: Bool { inheritedTypes.contains("PreviewProvider") }
  /// The raw value type of an enum (`String`, `Int`), taken from its first inherited type.
  var rawType: String? {
    guard kind == .enumeration, let first = inheritedTypes.first else { return nil }
    return Self.stringRawTypes.contains(first) || Self.numberRawTypes.contains(first) ? first : nil
  }

  /// Raw types whose implicit raw value is the case's name (`enum Filter: LocalizedStringKey`).
  static let stringRawTypes: Set<String> = ["String", "Substring", "Character", "LocalizedStringKey"]
  /// Raw types whose implicit raw value is the case's index.
  static let numberRawTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float",
    "CGFloat",
  ]
}

/// A stored property: its name, wrapper attribute, type and initial value.
struct StoredProperty {
  var name: String
  /// Property wrapper attributes without `@` (`State`, `Binding`, `Environment`, `ViewBuilder`).
  var attributes: [String]
  var type: TypeSyntax?
  var initializer: ExprSyntax?
  /// A `let` with an initial value is not a parameter of the memberwise initializer.
  var isLet: Bool
  var file: Int
  var syntax: PatternBindingSyntax
}

/// A computed property, a method, an initializer or a static member, and the file it is in.
struct Member {
  var syntax: Syntax
  var file: Int
  /// Whether it carries `@ViewBuilder` (its statements are a builder's).
  var isViewBuilder: Bool
}

/// An enum case and its raw value expression, if written.
struct EnumCase {
  var name: String
  var rawValue: ExprSyntax?
  var hasPayload: Bool
}
