import LayoutEngine

/// Reads layout files: YAML in SwiftUI's vocabulary, into a `LayoutDocument`.
public enum LayoutFileParser {
  /// Parses the bytes of a layout file; `file` names it in diagnostics.
  public static func parse(bytes: [UInt8], file: String) throws(LayoutFileError) -> LayoutDocument {
    throw LayoutFileError(location: SourceLocation(file: file, line: 1, column: 1), message: "not implemented")
  }

  /// Reads and parses the file at `path`.
  public static func load(path: String) throws(LayoutFileError) -> LayoutDocument {
    throw LayoutFileError(location: SourceLocation(file: path, line: 1, column: 1), message: "not implemented")
  }
}
