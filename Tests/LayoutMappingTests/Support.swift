import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

/// The document a layout file of `yaml`, named `test.yaml`, gives.
func yamlDocument(_ yaml: String) throws -> LayoutDocument {
  try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "test.yaml")
}

/// The body a layout file of `yaml` gives.
func yamlBody(_ yaml: String) throws -> ViewNode { try yamlDocument(yaml).body }

/// The body and warnings the one `#Preview` of `source` gives.
func swiftPreview(_ source: String) throws -> MappedPreview {
  let program = SwiftProgram(
    main: try SwiftFile(path: "ContentView.swift", text: source), siblings: [], platform: .iOS)
  let previews = program.previews
  try #require(previews.count == 1, "the file has \(previews.count) previews")
  return program.tree(of: previews[0])
}

/// The body `swift` (a view expression) gives as a `#Preview`'s content.
func swiftBody(_ swift: String) throws -> ViewNode {
  try swiftPreview("import SwiftUI\n#Preview {\n\(swift)\n}\n").body
}

/// `node` written out with every `file:line:column` blanked: the two syntaxes place their nodes
/// in different files by design, and everything else must be the same (elements, children,
/// modifiers with the views they hold, ids, translations, variants).
///
/// What a layout file can say that SwiftUI spells nowhere in the view is left out too: `check`'s
/// `checkIgnores`, and the `backButton` title a pushed screen gets from the screen before it.
func outline(_ node: ViewNode, keepingAnnotations: Bool = false) -> String {
  let text = String(describing: node).replacing(#/[^\s(),"]+\.(yaml|swift):\d+:\d+/#, with: "_")
  if keepingAnnotations { return text }
  return
    text
    .replacing(#/(, )?LayoutEngine\.Modifier\.checkIgnores\(\[[^\]]*\]\)/#, with: "")
    .replacing(#/backTitle: Optional\("[^"]*"\)/#, with: "backTitle: nil")
}

/// The frames `node` lays out to on a 402×874 pt screen with a 62 pt top and 34 pt bottom safe area.
func frames(_ node: ViewNode) -> [Rect] {
  let context = LayoutContext(
    containerSize: Size(width: 402, height: 874), safeAreaInsets: PhysicalInsets(top: 62, bottom: 34))
  return LayoutEngine.layout(node, in: context).nodes.map(\.frame)
}
