import LayoutEngine
import LayoutFile

/// A piece of layout the seeded defects add, written as a layout file writes it.
enum Fragment {
  /// The view of `yaml` (a `body:`'s value); a fragment that does not read is a bug here.
  static func parse(_ yaml: String) -> ViewNode {
    let indented = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
    do {
      return try LayoutFileParser.parse(bytes: Array("body:\n\(indented)".utf8), file: "seeded.yaml").body
    } catch {
      preconditionFailure("a seeded fragment does not read: \(error)")
    }
  }
}
