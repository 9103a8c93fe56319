import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// `.alignmentGuide(_:computeValue:)` closures of Swift source, run by the engine while it lays
/// out: frames worked out by hand, including the flow of chips many apps build from guides that
/// share two captured counters.
@Suite("Alignment guides from Swift source")
struct AlignmentGuideCodeTests {
  /// The preview of `body` with `declarations` beside it, mapped.
  private func preview(_ body: String, declarations: String = "") throws -> MappedPreview {
    let program = try program("import SwiftUI\n\(declarations)\n#Preview {\n\(body)\n}\n")
    return program.tree(of: try #require(program.previews.first))
  }

  /// The tag cloud of `tagCloudSource`, every chip 100 × 30.
  static let tagCloud = tagCloudSource(chip: "Color.blue.frame(width: 100, height: 30).id(tag)")

  static let cloudBody = #"TagCloud(tags: ["swift", "layout", "guides", "chips", "flow"])"#

  let tags = ["swift", "layout", "guides", "chips", "flow"]

  /// A leading-aligned `VStack` of `a` (100 × 30) and `b` (50 × 20), whose leading guide is
  /// `closure` (its body starts on line 7 of the file).
  private func guidedStack(_ closure: String) throws -> MappedPreview {
    try preview(
      """
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 30).id("a")
          Color.blue.frame(width: 50, height: 20)
            .alignmentGuide(.leading) \(closure)
            .id("b")
        }
      """)
  }

  @Test("a VStack aligns a child whose leading guide is its trailing edge")
  func vStackLeading() throws {
    let mapped = try guidedStack("{ d in d[.trailing] }")
    #expect(mapped.warnings.map(\.description) == [])
    // Guides 0 and 50 on one line: the stack is 150 wide, centred in 400.
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 175, y: 375, width: 100, height: 30))
    #expect(result.frame("b") == Rect(x: 125, y: 405, width: 50, height: 20))
    let mirrored = LayoutEngine.layout(mapped.body, in: screen(400, 800, direction: .rightToLeft))
    #expect(mirrored.frame("a") == Rect(x: 125, y: 375, width: 100, height: 30))
    #expect(mirrored.frame("b") == Rect(x: 225, y: 405, width: 50, height: 20))
  }

  @Test("an HStack aligned by its tops moves a child whose top guide is computed")
  func hStackTop() throws {
    let mapped = try preview(
      """
        HStack(alignment: .top, spacing: 10) {
          Color.red.frame(width: 60, height: 40).id("a")
          Color.blue.frame(width: 60, height: 20)
            .alignmentGuide(.top) { d in d[VerticalAlignment.center] - 25 }
            .id("b")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // b's top guide is 10 - 25 = -15: it starts 15 below a's top; the row is 40 tall, 130 wide.
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 135, y: 380, width: 60, height: 40))
    #expect(result.frame("b") == Rect(x: 205, y: 395, width: 60, height: 20))
  }

  @Test("a ZStack puts a badge's centre on a card's top trailing corner by computed guides")
  func zStackBadge() throws {
    let mapped = try preview(
      """
        ZStack(alignment: .topTrailing) {
          Color.gray.frame(width: 100, height: 60).id("card")
          Circle().frame(width: 20, height: 20)
            .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            .alignmentGuide(.top) { d in d.height / 2 }
            .id("badge")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    // Union 110 × 70, centred: x 145, y 365; the card 10 down, the badge at the union's corner.
    #expect(result.frame("card") == Rect(x: 145, y: 375, width: 100, height: 60))
    #expect(result.frame("badge") == Rect(x: 235, y: 365, width: 20, height: 20))
  }

  /// The chips' origins in `result`.
  func origins(_ result: LayoutResult) -> [Point] { tags.map { result.frame($0).origin } }

  @Test("the flow of chips by alignment guides wraps in rows at the reader's width")
  func cloudWraps() throws {
    let mapped = try preview(Self.cloudBody, declarations: Self.tagCloud)
    #expect(mapped.warnings.map(\.description) == [])
    // 250 wide: two 100-pt chips a row, since a third would reach 300.
    let narrow = LayoutEngine.layout(mapped.body, in: screen(250, 800))
    #expect(
      origins(narrow) == [(0, 0), (100, 0), (0, 30), (100, 30), (0, 60)].map { Point(x: $0, y: $1) })
    // 350 wide: three a row.
    let wide = LayoutEngine.layout(mapped.body, in: screen(350, 800))
    #expect(
      origins(wide) == [(0, 0), (100, 0), (200, 0), (0, 30), (100, 30)].map { Point(x: $0, y: $1) })
    // Right to left: each row starts at the right edge and goes left.
    let rtl = LayoutEngine.layout(mapped.body, in: screen(250, 800, direction: .rightToLeft))
    #expect(
      origins(rtl) == [(150, 0), (50, 0), (150, 30), (50, 30), (150, 60)].map { Point(x: $0, y: $1) })
    #expect(tags.allSatisfy { narrow.frame($0).size == Size(width: 100, height: 30) })
  }

  @Test("each layout pass starts from the counters the file gave: a relayout equals a fresh layout")
  func cloudRelayout() throws {
    let body = try preview(Self.cloudBody, declarations: Self.tagCloud).body
    let fresh = LayoutEngine.layout(body, in: screen(250, 800))
    #expect(LayoutEngine.layout(body, in: screen(250, 800)) == fresh)
    let retained = RetainedLayout()
    _ = retained.layout(body, in: screen(250, 800))
    _ = retained.layout(body, in: screen(350, 800))
    #expect(retained.layout(body, in: screen(250, 800)) == fresh)
  }

  @Test(
    "a guide closure that never ends stops at the budget, with a warning, and the view keeps its default guide"
  )
  func endlessGuide() throws {
    let mapped = try guidedStack(
      """
      { d in
            var x = d.width
            while true { x += 1 }
            return x
          }
      """)
    let warning = try #require(mapped.warnings.first)
    #expect(warning.message.hasPrefix("the alignment guide cannot be computed by the preview"), "\(warning)")
    #expect(warning.message.contains("(the limit of one layout call)"), "\(warning)")
    // At the loop, where the budget ran out.
    #expect(warning.location.line == 9)
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    // Both leading edges on one line, as without the guide.
    #expect(result.frame("a") == Rect(x: 150, y: 375, width: 100, height: 30))
    #expect(result.frame("b") == Rect(x: 150, y: 405, width: 50, height: 20))
  }

  @Test("a guide that reads what the preview cannot know keeps the default, with a warning at it")
  func unknownGuide() throws {
    let mapped = try guidedStack("{ d in model.inset }")
    #expect(
      mapped.warnings.map(\.description) == [
        "ContentView.swift:7:40: warning: the alignment guide cannot be computed by the preview ('model' cannot be known by the preview); the view keeps its default guide"
      ])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("b").minX == result.frame("a").minX)
  }
}
