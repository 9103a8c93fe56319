import Foundation
import LayoutEngine
import Yams

extension Theme {
  /// The top-level keys a theme file may have.
  static let fileKeys = ["name", "default", "roles"]
  /// The keys of one style mapping.
  static let styleKeys = ["foreground", "background", "bold", "dim", "reverse", "underline"]

  /// Parses a theme file's bytes (UTF-8 YAML); `file` names it in errors.
  ///
  /// The bytes come from `BudgetedYAML.read` (LayoutFile; the commands' `ThemeFile`), which has
  /// checked them against the YAML budgets every file the product reads is held to: Yams
  /// composes without limits (an alias used as a mapping key is hashed in full at every use).
  ///
  /// The format: `name:` (text), optional `default:` (a style for unlisted roles) and `roles:`
  /// (a mapping from role name to style). A style has `foreground`/`background` (a colour name,
  /// a palette index 0–255 or `default`) and `bold`/`dim`/`reverse`/`underline` (true or false).
  public static func parse(bytes: [UInt8], file: String) throws(ThemeError) -> Theme {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ThemeError(file: file, line: 1, column: 1, message: "the theme file is not valid UTF-8")
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw yamlError(error, file: file)
    }
    let reader = ThemeReader(file: file)
    guard let root else {
      throw ThemeError(file: file, line: 1, column: 1, message: "the theme file is empty")
    }
    return try reader.theme(from: root)
  }

  /// A YAML syntax error as a theme error at the place the YAML library reports.
  private static func yamlError(_ error: any Error, file: String) -> ThemeError {
    guard let yaml = error as? YamlError else {
      return ThemeError(file: file, line: 1, column: 1, message: "\(error)")
    }
    switch yaml {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return ThemeError(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ThemeError(
        file: file, line: context.mark.line, column: context.mark.column,
        message: "duplicate key \(duplicates.joined(separator: ", "))")
    default:
      return ThemeError(file: file, line: 1, column: 1, message: "invalid YAML: \(yaml)")
    }
  }
}

/// Turns a composed YAML tree into a `Theme`, reporting the first problem at its node's position.
struct ThemeReader {
  let file: String

  /// The theme a whole file describes.
  func theme(from root: Node) throws(ThemeError) -> Theme {
    let top = try mapping(root, what: "the theme file")
    var theme = Theme(name: "")
    var hasName = false
    for (key, value) in top {
      let name = try string(key, what: "a key")
      switch name {
      case "name":
        theme.name = Sanitizer.sanitize(try string(value, what: "name"))
        hasName = true
      case "default":
        theme.defaultStyle = try style(value, role: "default")
      case "roles":
        for (roleKey, roleValue) in try mapping(value, what: "roles") {
          let roleName = try string(roleKey, what: "a role")
          guard let role = CellRole(rawValue: roleName) else {
            let known = CellRole.allCases.map(\.rawValue)
            throw error(
              at: roleKey,
              Suggestion.message("unknown role \(Sanitizer.quoted(roleName))", for: roleName, in: known))
          }
          theme.styles[role] = try style(roleValue, role: roleName)
        }
      default:
        throw error(
          at: key, Suggestion.message("unknown key \(Sanitizer.quoted(name))", for: name, in: Theme.fileKeys))
      }
    }
    guard hasName else { throw error(at: root, "the theme has no 'name'") }
    return theme
  }

  /// One role's style mapping.
  func style(_ node: Node, role: String) throws(ThemeError) -> CellStyle {
    var style = CellStyle()
    for (key, value) in try mapping(node, what: "the style of '\(role)'") {
      let name = try string(key, what: "a key")
      switch name {
      case "foreground": style.foreground = try color(value)
      case "background": style.background = try color(value)
      case "bold": style.bold = try bool(value, what: name)
      case "dim": style.dim = try bool(value, what: name)
      case "reverse": style.reverse = try bool(value, what: name)
      case "underline": style.underline = try bool(value, what: name)
      default:
        throw error(
          at: key,
          Suggestion.message("unknown style key \(Sanitizer.quoted(name))", for: name, in: Theme.styleKeys))
      }
    }
    return style
  }

  /// A colour name or palette index.
  func color(_ node: Node) throws(ThemeError) -> ThemeColor {
    let text = try string(node, what: "a colour")
    if let color = ThemeColor(name: text) { return color }
    if Int(text) != nil { throw error(at: node, "colour index \(text) is outside 0-255") }
    throw error(
      at: node,
      Suggestion.message(
        "unknown colour \(Sanitizer.quoted(text)) (a name such as 'red' or 'brightBlue', 0-255 or 'default')",
        for: text,
        in: ThemeColor.names))
  }

  /// `true`/`false` (YAML's `yes`/`no`/`on`/`off` too).
  func bool(_ node: Node, what: String) throws(ThemeError) -> Bool {
    let text = try string(node, what: what).lowercased()
    switch text {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw error(at: node, "expected true or false for '\(what)', found \(Sanitizer.quoted(text))")
    }
  }

  /// A scalar's text.
  func string(_ node: Node, what: String) throws(ThemeError) -> String {
    guard let scalar = node.scalar else { throw error(at: node, "expected a single value for \(what)") }
    return scalar.string
  }

  /// A mapping's pairs, in file order.
  func mapping(_ node: Node, what: String) throws(ThemeError) -> [(key: Node, value: Node)] {
    guard let mapping = node.mapping else { throw error(at: node, "expected a mapping for \(what)") }
    return Array(mapping)
  }

  /// An error at `node`'s position in the file.
  func error(at node: Node, _ message: String) -> ThemeError {
    ThemeError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
  }
}
