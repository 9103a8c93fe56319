import Testing

@testable import LayoutEngine

/// The visible text of SwiftUI's inline Markdown.
@Suite struct MarkdownTests {
  static let cases: [(String, String)] = [
    ("plain text", "plain text"),
    ("**bold** and *italic*", "bold and italic"),
    ("__bold__ and _italic_", "bold and italic"),
    ("~~gone~~ here", "gone here"),
    ("`let x = *y*`", "let x = *y*"),
    ("``a ` b``", "a ` b"),
    ("see [the docs](https://example.com) now", "see the docs now"),
    ("[**nested**](x)", "nested"),
    ("snake_case_name", "snake_case_name"),
    ("2 * 3 * 4", "2 * 3 * 4"),
    ("a *b", "a *b"),
    ("\\*not emphasis\\*", "*not emphasis*"),
    ("[not a link]", "[not a link]"),
    ("***both***", "both"),
    ("~single~", "~single~"),
  ]

  @Test(arguments: cases) func visibleText(source: String, shown: String) {
    #expect(Markdown.visibleText(source) == shown)
  }
}
