import LayoutEngine
import LayoutMapping

/// What every reader needs to turn a YAML node into a value or a diagnostic: the file's name,
/// for source locations.
struct ReadContext {
  /// The file name diagnostics and source locations carry.
  var file: String
  /// The view nodes and text read so far, against `ReadBudget`'s limits.
  let spent = ReadBudget.Shared()

  /// Where `node` starts in the file.
  func location(of node: YAMLNode) -> SourceLocation {
    let mark = node.mark
    return SourceLocation(file: file, line: mark.line, column: mark.column)
  }

  /// Counts one view node built from `node`, before its children are read: variants re-read
  /// their node's keys, so a small file can stand for very many nodes.
  func spendViewNode(at node: YAMLNode) throws(LayoutFileError) {
    try spent.budget.spend(
      1, of: .viewNodes, at: location(of: node),
      cause: "each use of an alias and each variant count as copies")
  }

  /// Counts `text`, read from `node` into the tree.
  func spendText(_ text: String, at node: YAMLNode) throws(LayoutFileError) {
    try spent.budget.spend(text.utf8.count, of: .textBytes, at: location(of: node))
  }

  /// Records a warning at `node`, once.
  func warn(_ message: String, at node: YAMLNode) {
    let warning = LayoutFileWarning(location: location(of: node), message: message)
    if !spent.warnings.contains(warning) { spent.warnings.append(warning) }
  }

  /// The warning for a SwiftUI modifier the preview does not model, which it leaves out.
  func warnUnmodelled(_ entry: MappingEntry) {
    warn(
      "'\(entry.key)' is a SwiftUI modifier the preview does not model yet; it is left out", at: entry.keyNode
    )
  }

  /// A diagnostic pointing at `node`.
  func error(_ message: String, at node: YAMLNode, suggestion: String? = nil) -> LayoutFileError {
    LayoutFileError(location: location(of: node), message: message, suggestion: suggestion)
  }

  /// The "expected …, found …" diagnostic for a value of the wrong type or spelling.
  func expected(_ what: String, for key: String, found node: YAMLNode) -> LayoutFileError {
    error("expected \(what) for '\(key)', found \(describe(node))", at: node)
  }

  /// A short, sanitized description of a node for "found …" phrases.
  func describe(_ node: YAMLNode) -> String { node.found }
}
