import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource
import Testing

/// Every sample layout file has a Swift twin written as an iOS developer writes the same screen
/// (`Twins/<name>.swift`); both read to the same view tree and lay out to the same frames.
@Suite("Samples and their Swift twins")
struct TwinTests {
  /// The samples with a twin.
  static let names =
    (try? FileManager.default.contentsOfDirectory(atPath: twinsFolder))?
    .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted() ?? []

  static let twinsFolder = repositoryRoot + "/Tests/LayoutMappingTests/Twins"

  /// A part of a sample its twin cannot match yet, because the Swift reader does not read that
  /// part of SwiftUI the way SwiftUI shows it. The sample is compared with the part rewritten as
  /// the twin reads it, so the rest of the twin must still match; the full comparison is a known
  /// issue, which fails the test once the drift is fixed (then remove the entry).
  struct KnownIssue: Sendable {
    /// What differs, and why.
    var comment: Comment
    /// The sample with the part rewritten as the Swift reader reads the twin.
    var rewrite: @Sendable (ViewNode) -> ViewNode
    /// How many warnings the drift gives the twin.
    var warnings = 0
  }

  static let knownIssues: [String: KnownIssue] = [
    // `Text("\(step)")` shows the number in the language's digits (١ in Arabic), by the locale's
    // number format rather than by the string catalog; the evaluator keeps the digits it formats.
    "order-status": KnownIssue(
      comment: "Swift: an interpolated number is not shown in the language's digits",
      rewrite: withoutTranslations(of: ["1", "2", "3"])),
    // A date made at run time (`Date.now`) is shown as the preview's representative time, 9:41 AM;
    // the sample writes the time its picker shows. A section's header `Text("Notifications")` is
    // translated by the catalog, as SwiftUI translates it; a layout file's `header:` is plain text.
    "preferences": KnownIssue(
      comment: "Swift: a run-time date shows as 9:41 AM",
      rewrite: {
        withTranslations(of: "Notifications", ["en": "Notifications", "ar": "الإشعارات", "he": "עדכונים"])(
          $0.replacingMainString("7:00 AM", with: "9:41 AM"))
      }),
  ]

  @Test("every sample layout file has a twin")
  func everySampleHasATwin() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Layouts")
      .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    #expect(samples.count >= 13)
    #expect(Self.names == samples)
  }

  @Test("a sample and its twin give the same tree, title and frames", arguments: names)
  func sameTree(name: String) throws {
    let yaml = try LayoutFileParser.load(path: repositoryRoot + "/Layouts/\(name).yaml")
    let swift = try SwiftLayouts.load(path: Self.twinsFolder + "/\(name).swift")
    try #require(swift.count == 1)
    #expect(swift[0].title == yaml.title)
    // `ForEach` and `Group` are expanded as the engine expands them before layout (a layout file
    // keeps them in its tree, Swift expands them while reading); what only a layout file can say
    // is left out of the sample.
    let sample = withoutFileOnlyAnnotations(yaml.body).expandingGroups()
    let twin = swift[0].body.expandingGroups()
    guard let known = Self.knownIssues[name] else {
      #expect(swift[0].warnings.map(\.description) == [])
      #expect(outline(twin) == outline(sample))
      #expect(frames(twin) == frames(sample))
      return
    }
    #expect(swift[0].warnings.count == known.warnings, "\(swift[0].warnings)")
    withKnownIssue(known.comment) {
      #expect(outline(twin) == outline(sample))
    }
    let rewritten = known.rewrite(sample)
    #expect(outline(twin) == outline(rewritten))
    #expect(frames(twin) == frames(rewritten))
  }
}

/// `node` with the translations of the texts `strings` left out, everywhere: English alone.
func withoutTranslations(of strings: Set<String>) -> @Sendable (ViewNode) -> ViewNode {
  @Sendable func rewrite(_ node: ViewNode) -> ViewNode {
    var node = node
    if case .textual(.text(let text)) = node.element, strings.contains(text) { node.translations = [:] }
    node.children = node.children.map(rewrite)
    node.variants = node.variants.map { ViewVariant(condition: $0.condition, node: rewrite($0.node)) }
    return node
  }
  return rewrite
}

/// `node` with the texts reading `text` given `translations`, everywhere.
func withTranslations(of text: String, _ translations: [String: String]) -> @Sendable (ViewNode) -> ViewNode {
  @Sendable func rewrite(_ node: ViewNode) -> ViewNode {
    var node = node
    if case .textual(.text(text)) = node.element { node.translations = translations }
    node.children = node.children.map(rewrite)
    node.variants = node.variants.map { ViewVariant(condition: $0.condition, node: rewrite($0.node)) }
    return node
  }
  return rewrite
}

extension ViewNode {
  /// This tree with every element whose main string (a text, a title) is `old` reading `new`.
  func replacingMainString(_ old: String, with new: String) -> ViewNode {
    var node = self
    node.element = element.replacingMainString { $0 == old ? new : $0 }
    node.children = children.map { $0.replacingMainString(old, with: new) }
    return node
  }
}
