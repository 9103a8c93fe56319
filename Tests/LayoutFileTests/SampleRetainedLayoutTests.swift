import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The samples through `RetainedLayout`, as the session lays them out: scrolled and edited, each
/// layout equals a fresh one and is laid out in place, bars (NavigationStack, TabView) included.
@Suite struct SampleRetainedLayoutTests {
  static let files = (try? FileManagerList.yamlFiles(in: SampleLayoutTests.directory)) ?? []

  /// An iPhone 17 Pro in portrait, as the session shows it first.
  static let context = LayoutContext(
    containerSize: Size(width: 402, height: 874),
    safeAreaInsets: PhysicalInsets(top: 62, left: 0, bottom: 34, right: 0))

  @Test func everySampleIsHere() { #expect(Self.files.count >= 10) }

  @Test(
    "every scroll view of every sample, scrolled, as a fresh layout at that offset, in place",
    arguments: files)
  func scrolled(file: String) throws {
    let body = try LayoutFileParser.load(path: file).body
    let retained = RetainedLayout()
    var context = Self.context
    let first = retained.layout(body, in: context)
    #expect(first == LayoutEngine.layout(body, in: context))
    let views = first.nodes.indices.filter { first.nodes[$0].scroll?.canScroll == true }
    var scrolls = 0
    for view in views {
      for offset in [37.0, 874.0 / 38 * 9, 10_000, 0.5, 0] {
        context.scrollOffsets[first.path(of: view)] = offset
        let before = retained.incrementalCount
        #expect(
          retained.layout(body, in: context) == LayoutEngine.layout(body, in: context), "\(view) at \(offset)"
        )
        #expect(retained.incrementalCount == before + 1, "\(view) at \(offset) was laid out afresh")
        scrolls += 1
      }
    }
    #expect(scrolls == 5 * views.count)
  }

  @Test("a text edited in every sample gives a fresh layout's result, in place", arguments: files)
  func edited(file: String) throws {
    let body = try LayoutFileParser.load(path: file).body
    let retained = RetainedLayout()
    _ = retained.layout(body, in: Self.context)
    var edited = body
    #expect(Self.editLastText(&edited), "\(file) has a text to edit")
    let before = retained.incrementalCount
    #expect(retained.layout(edited, in: Self.context) == LayoutEngine.layout(edited, in: Self.context))
    let name = String(file.split(separator: "/").last!)
    let inPlace = Self.laidOutAfresh[name] == nil
    #expect(retained.incrementalCount == before + (inPlace ? 1 : 0), "\(name): in place \(inPlace)")
  }

  /// The samples whose last text is edited afresh, and why.
  static let laidOutAfresh = [
    // A list reads its rows' compiled nodes, so an edit in it recompiles it: here, the root.
    "contact.yaml": "the List is the root",
    // A view with variants is recompiled whole, and one that may hold bars afresh.
    "music-player.yaml": "the text is inside a view with variants",
  ]

  /// Makes the last text in document order (children before modifiers' views) longer; whether
  /// one was found.
  static func editLastText(_ node: inout ViewNode) -> Bool {
    for n in node.children.indices.reversed() where editLastText(&node.children[n]) { return true }
    guard case .textual(.text(let string)) = node.element else { return false }
    node.element = .text(string + ", and a few words more that may need another line")
    return true
  }
}
