import LayoutFile
import Wireframe

/// Reads a theme file under the budgets every YAML file the product reads is held to
/// (`BudgetedYAML`: file kind and size, aliases, nodes, text, depth), then parses it.
enum ThemeFile {
  static func load(_ path: String) throws(ThemeError) -> Theme {
    let bytes: [UInt8]
    do {
      bytes = try BudgetedYAML.read(path)
    } catch {
      throw ThemeError(
        file: error.location.file, line: error.location.line, column: error.location.column,
        message: error.message)
    }
    return try Theme.parse(bytes: bytes, file: path)
  }
}
