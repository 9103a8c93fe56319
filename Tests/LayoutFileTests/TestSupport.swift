import LayoutEngine
import LayoutMapping

@testable import LayoutFile

/// Parses `yaml` as a file named `test.yaml`.
func parse(_ yaml: String) throws(LayoutFileError) -> LayoutDocument {
  try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "test.yaml")
}

/// The diagnostic `yaml` produces, or `nil` if it parses.
func diagnostic(_ yaml: String) -> LayoutFileError? {
  do {
    _ = try parse(yaml)
    return nil
  } catch {
    return error
  }
}

/// The body node of a file whose body is `node`, indented under `body:`.
func body(_ node: String) throws(LayoutFileError) -> ViewNode {
  let indented = node.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "  " + $0 }.joined(separator: "\n")
  return try parse("body:\n" + indented).body
}

/// A source location in `test.yaml`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
  SourceLocation(file: "test.yaml", line: line, column: column)
}
