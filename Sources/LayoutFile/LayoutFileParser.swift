import LayoutEngine
import LayoutMapping

/// Reads layout files: YAML in SwiftUI's vocabulary, into a `LayoutDocument`.
///
/// Files are only read, never written. Every failure is a `LayoutFileError` pointing at the line
/// and column of the offending key or value.
public enum LayoutFileParser {
  /// Parses the bytes of a layout file; `file` names it in diagnostics.
  ///
  /// A UTF-8 byte-order mark is dropped first, so it is not counted as a column. What the YAML
  /// expands to is checked against `ReadBudget` while its nodes are composed (`YAMLComposer`),
  /// and the readers count the view nodes and text they make as they go.
  public static func parse(bytes: [UInt8], file: String) throws(LayoutFileError) -> LayoutDocument {
    let bytes = bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
    let context = ReadContext(file: file)
    if let (line, column) = UTF8Validation.firstInvalidPosition(in: bytes) {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: line, column: column),
        message: "the file is not valid UTF-8; expected UTF-8 text")
    }
    // One pass over libyaml's events: the budget, and every scalar kept as text (the readers
    // parse each value by its declared type, so no type is guessed).
    guard let root = try YAMLComposer.compose(bytes, file: file) else {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: 1, column: 1),
        message: "the file is empty; expected 'body:' with the screen's root view")
    }
    return try DocumentReader(context: context).document(root, path: file)
  }

  /// Reads and parses the file at `path`: the one way the commands and the session load a layout.
  /// A file that cannot be read throws an error of kind `.missing` or `.unreadable`
  /// (`LayoutFileSource`), an invalid one of kind `.invalid`.
  public static func load(path: String) throws(LayoutFileError) -> LayoutDocument {
    try parse(bytes: LayoutFileSource.bytes(at: path), file: path)
  }

  /// U+FEFF in UTF-8, which some editors write at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
