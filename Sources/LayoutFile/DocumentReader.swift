import LayoutEngine
import LayoutMapping

/// Reads the top level of a layout file: a mapping with an optional `title` and a `body` node.
struct DocumentReader {
  var context: ReadContext

  /// The document `root` describes; `path` is recorded in it as given.
  func document(_ root: YAMLNode, path: String) throws(LayoutFileError) -> LayoutDocument {
    guard case .mapping(let mapping) = root else {
      throw context.error(
        "expected a mapping with 'title' and 'body' at the top of the file, found \(context.describe(root))",
        at: root)
    }
    var title: String?
    var body: ViewNode?
    for entry in try context.entries(of: mapping) {
      switch entry.key {
      case "title": title = try ValueReader(context: context).string(entry.value, for: "title")
      case "body": body = try ArgumentReader(context: context, depth: 1).node(entry.value)
      default:
        let isElement = Declarations.element(entry.key) != nil
        throw context.error(
          isElement
            ? "a view at the top of the file must be under 'body:'; found '\(entry.key)'"
            : "unknown top-level key \(Sanitizer.quoted(entry.key)); expected 'title' or 'body'",
          at: entry.keyNode,
          suggestion: isElement
            ? nil : EditDistance.suggestion(for: entry.key, among: Vocabulary.documentKeys))
      }
    }
    guard let body else {
      throw context.error("the file has no 'body'; expected 'body:' with the screen's root view", at: root)
    }
    return LayoutDocument(title: title, body: body, path: path, warnings: context.spent.warnings)
  }
}
