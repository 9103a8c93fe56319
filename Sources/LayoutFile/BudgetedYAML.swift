import LayoutEngine
import LayoutMapping

/// The one budget policy for every YAML file the product reads, not only layout files: a theme or
/// a configuration file is read as a layout file is (`LayoutFileSource`: a regular file, at most
/// 16 MiB) and its YAML composed under the same `ReadBudget` (nodes and text with every alias use
/// counted as a copy, libyaml's depth limit), before any other YAML library sees it.
///
/// A reader outside this module (`Theme.parse` in Wireframe, which cannot depend on LayoutFile)
/// gets the bytes only from here, so an alias bomb or a deep file is refused at the alias or node
/// that crossed a limit, with its line and column, and never expanded.
public enum BudgetedYAML {
  /// The bytes of the YAML file at `path`, once they are known to fit the budgets.
  public static func read(_ path: String) throws(LayoutFileError) -> [UInt8] {
    let bytes = try LayoutFileSource.bytes(at: path)
    try check(bytes, file: path)
    return bytes
  }

  /// Checks `bytes` (named `file` in errors) against the budgets: valid UTF-8, one document,
  /// within every limit.
  public static func check(_ bytes: [UInt8], file: String) throws(LayoutFileError) {
    let text =
      bytes.starts(with: LayoutFileParser.byteOrderMark)
      ? Array(bytes.dropFirst(LayoutFileParser.byteOrderMark.count)) : bytes
    if let (line, column) = UTF8Validation.firstInvalidPosition(in: text) {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: line, column: column),
        message: "the file is not valid UTF-8; expected UTF-8 text")
    }
    _ = try YAMLComposer.compose(text, file: file)
  }
}
