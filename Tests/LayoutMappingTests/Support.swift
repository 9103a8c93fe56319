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

/// The body and warnings `swift` (a view expression, from line 3) gives as a `#Preview`'s content.
func swiftPreview(body swift: String) throws -> MappedPreview {
  try swiftPreview("import SwiftUI\n#Preview {\n\(swift)\n}\n")
}

/// The body `swift` (a view expression) gives as a `#Preview`'s content.
func swiftBody(_ swift: String) throws -> ViewNode { try swiftPreview(body: swift).body }

/// `node` written out with every `file:line:column` blanked: the two syntaxes place their nodes
/// in different files by design, and everything else must be the same (elements, children,
/// modifiers with the views they hold, ids, translations, variants).
///
/// What a layout file can say that SwiftUI spells nowhere in the view is left out too: `check`'s
/// `checkIgnores`, and the `backButton` title a pushed screen gets from the screen before it.
func outline(_ node: ViewNode, keepingAnnotations: Bool = false) -> String {
  // Translations are listed sorted, after the tree: a dictionary's description follows its
  // storage, which two readers filling the same strings in another order need not share.
  var translations: [String] = []
  let tree = String(describing: withTranslationsListed(node, into: &translations))
  let text = (tree + "\ntranslations: " + translations.joined(separator: "; "))
    .replacing(#/[^\s(),"]+\.(yaml|swift):\d+:\d+/#, with: "_")
  if keepingAnnotations { return text }
  return
    text
    .replacing(#/(, )?LayoutEngine\.Modifier\.checkIgnores\(\[[^\]]*\]\)/#, with: "")
    .replacing(#/backTitle: Optional\("[^"]*"\)/#, with: "backTitle: nil")
}

/// `node` with every node's translations cleared and appended to `list`, sorted, in tree order.
private func withTranslationsListed(_ node: ViewNode, into list: inout [String]) -> ViewNode {
  var node = node
  list.append(
    node.translations.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
  node.translations = [:]
  node.children = node.children.map { withTranslationsListed($0, into: &list) }
  node.variants = node.variants.map {
    ViewVariant(condition: $0.condition, node: withTranslationsListed($0.node, into: &list))
  }
  return node
}

/// An iPhone 17 Pro's portrait screen: 402×874 pt with a 62 pt top and 34 pt bottom safe area.
let phoneScreen = LayoutContext(
  containerSize: Size(width: 402, height: 874), safeAreaInsets: PhysicalInsets(top: 62, bottom: 34))

/// The frames `node` lays out to in `context` (a phone's portrait screen at Large, in English).
func frames(_ node: ViewNode, in context: LayoutContext = phoneScreen) -> [Rect] {
  LayoutEngine.layout(node, in: context).nodes.map(\.frame)
}

/// A case written in both syntaxes: a layout file's document and a Swift preview.
struct BothSyntaxes {
  let yaml: LayoutDocument
  let swift: MappedPreview

  /// The two bodies, the layout file's first, for the expectations both must meet.
  var bodies: [ViewNode] { [yaml.body, swift.body] }
}

/// One value written as a layout file writes it and as SwiftUI writes it, and what both must read
/// to: a case of a test that states its expectation once for both readers.
struct Spelling<Expected: Sendable>: Sendable, CustomTestStringConvertible {
  var yaml: String
  var swift: String
  var expected: Expected
  var testDescription: String { swift }
}

/// `yaml` (the body's node, as written under `body:`) and `swift` (a `#Preview`'s content) read.
func bothSyntaxes(yaml: String, swift: String) throws -> BothSyntaxes {
  let indented = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  return BothSyntaxes(
    yaml: try yamlDocument("body:\n" + indented.joined(separator: "\n")),
    swift: try swiftPreview(body: swift))
}

/// The error a layout file of `yaml` stops at, or `nil` when it reads.
func yamlError(_ yaml: String) -> LayoutFileError? {
  do {
    _ = try yamlDocument(yaml)
    return nil
  } catch { return error as? LayoutFileError }
}

/// A Swift preview's warnings as `line:column: message` (its `#Preview`'s content starts on line 3).
func messages(_ preview: MappedPreview) -> [String] {
  preview.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

/// `node` without what a layout file can say that SwiftUI spells nowhere in the view: `check`'s
/// `checkIgnores`, the back button title a pushed screen gets from the screen before it (which
/// takes room in the bar), and a photo's natural size (an asset's, which `Image("name")` does not
/// say). What is left lays out as the Swift twin of the file does.
func withoutFileOnlyAnnotations(_ node: ViewNode) -> ViewNode {
  var node = node
  if case .picture(.image(.photo(let name, _), let resizable)) = node.element {
    node.element = .picture(.image(.photo(name, naturalSize: Picture.defaultPhotoSize), resizable: resizable))
  }
  if case .navigation(.stack(var spec)) = node.element {
    spec.backTitle = nil
    node.element = .navigation(.stack(spec))
  }
  node.modifiers.removeAll { $0.kind == .checkIgnores }
  node.children = node.children.map(withoutFileOnlyAnnotations)
  node.variants = node.variants.map {
    ViewVariant(condition: $0.condition, node: withoutFileOnlyAnnotations($0.node))
  }
  return node
}
