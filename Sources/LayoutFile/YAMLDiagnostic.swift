import LayoutEngine
import Yams

/// Turns the YAML library's errors into layout-file diagnostics at the same line and column.
enum YAMLDiagnostic {
  /// The diagnostic for `error`, with its problem text sanitized.
  static func error(from error: YamlError, file: String) -> LayoutFileError {
    /// A diagnostic at `mark` (Yams marks are already 1-based).
    func at(_ mark: Mark?, _ message: String) -> LayoutFileError {
      LayoutFileError(
        location: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1),
        message: message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "malformed YAML: \(Sanitizer.sanitize(problem))"
      if let context {
        message +=
          " (\(Sanitizer.sanitize(context.text)) at line \(context.mark.line), column \(context.mark.column))"
      }
      return at(mark, message)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map(Sanitizer.quoted).joined(separator: ", ")
      return at(
        context.mark,
        "a mapping repeats the key \(names); to apply a modifier twice, list them under 'modifiers:'")
    case .reader(let problem, _, _, _):
      return at(nil, "the file could not be read as text: \(Sanitizer.sanitize(problem))")
    default:
      return at(nil, "malformed YAML: \(Sanitizer.sanitize(String(describing: error)))")
    }
  }
}
