import CYaml
import LayoutEngine
import LayoutMapping

/// Turns libyaml's errors, and the composing errors of `YAMLComposer`, into layout-file
/// diagnostics at the same line and column, worded as they were when Yams reported them.
enum YAMLDiagnostic {
  /// The diagnostic for the error that stopped `parser` on `bytes`, with its problem text sanitized.
  static func error(from parser: yaml_parser_t, bytes: [UInt8], file: String) -> LayoutFileError {
    func mark(_ mark: yaml_mark_t) -> YAMLMark {
      YAMLMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
    let problem = parser.problem.map { String(cString: $0) } ?? ""
    switch parser.error {
    case YAML_READER_ERROR:
      // The reader's errors (a control character, say) carry only a byte offset.
      let text = String(decoding: bytes, as: UTF8.self)
      let index = text.utf8.index(
        text.utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: text.utf8.endIndex
      )?.samePosition(in: text)
      let position = index.map {
        self.position(ofByte: text.distance(from: text.startIndex, to: $0), in: text)
      }
      return LayoutFileError(
        location: SourceLocation(file: file, line: position?.line ?? 1, column: position?.column ?? 1),
        message: "the file could not be read as text: \(Sanitizer.sanitize(problem))")
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      let context = parser.context.map { (String(cString: $0), mark(parser.context_mark)) }
      return error(problem: problem, at: mark(parser.problem_mark), context: context, file: file)
    default:
      return LayoutFileError(
        location: SourceLocation(file: file, line: 1, column: 1), message: "malformed YAML: Memory error")
    }
  }

  /// "malformed YAML: `problem`" at `mark`, with the `context` the problem was found in.
  static func error(
    problem: String, at mark: YAMLMark, context: (text: String, mark: YAMLMark)?, file: String
  ) -> LayoutFileError {
    var message = "malformed YAML: \(Sanitizer.sanitize(problem))"
    if let context {
      message +=
        " (\(Sanitizer.sanitize(context.text)) at line \(context.mark.line), column \(context.mark.column))"
    }
    return LayoutFileError(
      location: SourceLocation(file: file, line: mark.line, column: mark.column), message: message)
  }

  /// The diagnostic for a mapping that repeats the keys `names`, at the first one's first use.
  static func duplicateKeys(_ names: [String], at mark: YAMLMark, file: String) -> LayoutFileError {
    LayoutFileError(
      location: SourceLocation(file: file, line: mark.line, column: mark.column),
      message: "a mapping repeats the key \(names.map(Sanitizer.quoted).joined(separator: ", ")); "
        + "to apply a modifier twice, list them under 'modifiers:'")
  }

  /// The 1-based line and column (in scalars) of the character at `offset` of `text`, counted as
  /// Yams counted it (the reader's offset in characters, taken as a count of bytes).
  static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    let prefix = text.utf8.prefix(max(0, offset))
    let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineStart = prefix.lastIndex(of: 0x0A).map { prefix.index(after: $0) } ?? prefix.startIndex
    let column = String(decoding: prefix[lineStart...], as: UTF8.self).unicodeScalars.count + 1
    return (line, column)
  }
}
