import LayoutEngine
import LayoutMapping

@testable import LayoutFile

/// The element and modifier tables of docs/LayoutFormat.md, written from the declarations.
enum VocabularyDocs {
  /// One row per element: name, what it is, its value, its arguments, SwiftUI's initializer.
  static var elementTable: String {
    var lines = [
      "| element | what it is | value | arguments (default) | SwiftUI |",
      "| --- | --- | --- | --- | --- |",
    ]
    for declaration in Declarations.elements {
      let value = declaration.mainArgument.map { "`\($0)`" } ?? "—"
      var arguments = declaration.arguments.filter(\.isKey).map(describe)
      if let main = declaration.mainArgument.flatMap(declaration.argument), !main.isKey {
        arguments.insert(describe(main), at: 0)
      }
      if let oneOf = declaration.needsOneOf {
        arguments.append(
          "one of " + oneOf.arguments.map { "`\($0)`" }.joined(separator: ", ") + " is required")
      }
      if let content = contentForm(declaration.content) { arguments.append("`content`: \(content)") }
      if declaration.allowsBareName { arguments.append("a bare `- \(declaration.name)` is a node") }
      let summary = declaration.summary
      lines.append(
        "| `\(declaration.name)` | \(summary) | \(value) | \(arguments.isEmpty ? "—" : arguments.joined(separator: "; ")) "
          + "| \(([declaration.signature] + declaration.modifierSpellings).map { "`\($0)`" }.joined(separator: " ")) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// One row per modifier: key, what it does, the value it takes, SwiftUI's method.
  static var modifierTable: String {
    var lines = [
      "| modifier | what it does | value | SwiftUI |",
      "| --- | --- | --- | --- |",
    ]
    for name in Vocabulary.modifiers {
      guard let declaration = Declarations.modifier(name) else {
        lines.append(
          "| `\(name)` | Applies a list of one-key modifier mappings in list order: the way to repeat a modifier. "
            + "| a list of modifiers | — |")
        continue
      }
      var forms: [String] = []
      if declaration.isFlag { forms.append("`true` (`false` adds nothing)") }
      if let main = declaration.mainArgument.flatMap(declaration.argument) {
        forms.append(main.type.layoutFileForm)
      }
      for argument in declaration.arguments where argument.standsAlone {
        forms.append(argument.type.layoutFileForm + " alone")
      }
      if declaration.arguments.contains(where: { $0.name != declaration.mainArgument }) {
        forms.append("mapping of " + declaration.arguments.map(describe).joined(separator: ", "))
      }
      let scope = declaration.isEnvironment ? " An environment value." : ""
      lines.append(
        "| `\(name)` | \(declaration.summary)\(scope) | \(forms.joined(separator: "; ")) | `\(declaration.signature)` |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// `` `name`: form (default) `` or `` (required) ``.
  private static func describe(_ argument: ArgumentDeclaration) -> String {
    let requirement =
      switch argument.requirement {
      case .required: " (required)"
      case .optional(let value?): " (\(code(value)))"
      case .optional(nil): ""
      }
    return "`\(argument.name)`: \(argument.type.layoutFileForm)\(requirement)"
  }

  /// A default that is a literal value (`center`, `0.5`) in code style; prose as it is.
  private static func code(_ value: String) -> String {
    value != "none" && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." } ? "`\(value)`" : value
  }

  /// What children an element takes, in words.
  private static func contentForm(_ rule: ContentRule) -> String? {
    switch rule {
    case .none: nil
    case .views: "views"
    case .oneView: "exactly one root view"
    case .only(let name): "one or more `\(name)`s" + (name == "Tab" ? " (or views with a `tabItem`)" : "")
    case .columns(let range): "\(range.lowerBound) to \(range.upperBound) columns"
    }
  }
}
