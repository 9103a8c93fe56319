import LayoutEngine
import Yams

/// Turns the YAML library's errors into layout-file diagnostics at the same line and column.
enum YAMLDiagnostic {
  /// The diagnostic for `error`, with its problem text sanitized.
  static func error(from error: YamlError, file: String) -> LayoutFileError {
    /// A diagnostic at `mark` (Yams marks are already 1-based).
    func at(_ mark: Mark?, _ message: String) -> LayoutFileError {
      at(position: mark.map { ($0.line, $0.column) }, message)
    }
    func at(position: (line: Int, column: Int)?, _ message: String) -> LayoutFileError {
      LayoutFileError(
        location: SourceLocation(file: file, line: position?.line ?? 1, column: position?.column ?? 1),
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
    case .reader(let problem, let offset, _, let yaml):
      return at(
        position: offset.map { position(ofByte: $0, in: yaml) },
        "the file could not be read as text: \(Sanitizer.sanitize(problem))")
    default:
      return at(nil, "malformed YAML: \(Sanitizer.sanitize(String(describing: error)))")
    }
  }

  /// The 1-based line and column (in scalars, as Yams counts) of the byte at `offset` of `text`:
  /// the reader's errors (a NUL byte, say) carry only an offset.
  static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    let prefix = text.utf8.prefix(max(0, offset))
    let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineStart = prefix.lastIndex(of: 0x0A).map { prefix.index(after: $0) } ?? prefix.startIndex
    let column = String(decoding: prefix[lineStart...], as: UTF8.self).unicodeScalars.count + 1
    return (line, column)
  }
}
