import TestSupport
import Testing

@testable import LayoutEngine

/// Scroll offsets are an input of layout: every frame the engine reports is where the content is.
@Suite("Scroll offsets")
struct ScrollOffsetTests {
  /// A vertical scroll view (the root, path `0`) around two 100 x 500 boxes: 1,000 pt of content.
  let tall = scrollView(.vertical, [vStack(box(100, 500, id: "a"), box(100, 500, id: "b"))])

  func scrolled(_ context: LayoutContext, _ offsets: [String: Double]) -> LayoutContext {
    var context = context
    context.scrollOffsets = offsets
    return context
  }

  @Test("a vertical offset moves the content up by that many points and is reported")
  func vertical() {
    let result = LayoutEngine.layout(tall, in: scrolled(screen(400, 800), ["0": 150]))
    #expect(result.frame("a") == Rect(x: 150, y: -150, width: 100, height: 500))
    #expect(result.frame("b") == Rect(x: 150, y: 350, width: 100, height: 500))
    #expect(result.node(withID: "b")!.clip == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(
      result.nodes[0].scroll
        == ScrollPosition(axis: .vertical, offset: 150, contentLength: 1000, viewportLength: 800))
  }

  @Test("offsets clamp to the content: past the end shows the end, below 0 the top")
  func clamps() {
    let past = LayoutEngine.layout(tall, in: scrolled(screen(400, 800), ["0": 5000]))
    #expect(past.frame("b").maxY == 800)
    #expect(past.nodes[0].scroll?.offset == 200)
    let negative = LayoutEngine.layout(tall, in: scrolled(screen(400, 800), ["0": -40]))
    #expect(negative.frame("a").minY == 0)
    let notFinite = LayoutEngine.layout(tall, in: scrolled(screen(400, 800), ["0": .nan]))
    #expect(notFinite.frame("a").minY == 0)
  }

  @Test("content shorter than the scroll view does not scroll")
  func shortContent() {
    let result = LayoutEngine.layout(tall, in: scrolled(screen(400, 1200), ["0": 100]))
    #expect(result.frame("a").minY == 0)
    #expect(result.nodes[0].scroll?.canScroll == false)
  }

  @Test("an offset applies only to the scroll view at its path")
  func byPath() {
    let root = vStack(box(400, 100, id: "header"), tall)
    let other = LayoutEngine.layout(root, in: scrolled(screen(400, 800), ["0.0": 100]))
    #expect(other.frame("a").minY == 100)
    let result = LayoutEngine.layout(root, in: scrolled(screen(400, 800), ["0.1": 100]))
    #expect(result.frame("header").minY == 0)
    #expect(result.frame("a").minY == 0)
    #expect(result.node(withID: "a")!.clip == Rect(x: 0, y: 100, width: 400, height: 700))
    #expect(result.path(of: result.mainScrollIndex!) == "0.1")
  }

  /// Three 300-pt boxes in a 400-pt horizontal scroll view: 900 pt of content.
  let wide = scrollView(
    .horizontal, [hStack(box(300, 50, id: "h0"), box(300, 50, id: "h1"), box(300, 50, id: "h2"), spacing: 0)])

  @Test("a horizontal offset moves left-to-right content to the left")
  func horizontalLeftToRight() {
    let result = LayoutEngine.layout(wide, in: scrolled(screen(400, 800), ["0": 100]))
    #expect(result.frame("h0").minX == -100)
    #expect(result.frame("h2").minX == 500)
    #expect(result.nodes[0].scroll?.maximumOffset == 500)
  }

  @Test("in right-to-left, content starts at the right and scrolling moves it to the right")
  func horizontalRightToLeft() {
    let start = LayoutEngine.layout(wide, in: screen(400, 800, direction: .rightToLeft))
    #expect(start.frame("h0") == Rect(x: 100, y: 375, width: 300, height: 50))
    let result = LayoutEngine.layout(
      wide, in: scrolled(screen(400, 800, direction: .rightToLeft), ["0": 100]))
    #expect(result.frame("h0") == Rect(x: 200, y: 375, width: 300, height: 50))
    #expect(result.frame("h2") == Rect(x: -400, y: 375, width: 300, height: 50))
    let end = LayoutEngine.layout(
      wide, in: scrolled(screen(400, 800, direction: .rightToLeft), ["0": 900]))
    #expect(end.frame("h2").minX == 0)
  }

  /// A plain list of thirty 20-pt rows: each row is 44 pt, 1,320 pt in all.
  var list: ViewNode {
    ViewNode(
      .list(style: .plain, isForm: false), children: (0..<30).map { box(100, 20, id: "r\($0)") }, id: "list")
  }

  @Test("a list scrolls its rows and keeps its own frame and clip")
  func listOffset() {
    let result = LayoutEngine.layout(list, in: scrolled(screen(400, 300), ["0": 100]))
    #expect(result.frame("list") == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(result.frame("r0").minY == 12 - 100)
    #expect(result.frame("r29").minY == 29 * 44 + 12 - 100)
    #expect(result.node(withID: "r29")!.clip == Rect(x: 0, y: 0, width: 400, height: 300))
    let maximum = result.nodes[0].scroll?.maximumOffset ?? 0
    #expect(abs(maximum - Double(30 * 44 - 300)) < 0.000_001)
  }

  @Test("revealing a row scrolls the list as little as shows it")
  func revealRow() {
    let result = LayoutEngine.layout(list, in: screen(400, 300), revealing: "0.29")
    #expect(result.frame("r29").maxY == 300)
    #expect(result.context.scrollOffsets == ["0": 29 * 44 + 32 - 300])
    // A row already shown moves nothing.
    let shown = LayoutEngine.layout(list, in: screen(400, 300), revealing: "0.2")
    #expect(shown.context.scrollOffsets.isEmpty)
  }

  @Test("revealing scrolls back up when the node is above the viewport")
  func revealAbove() {
    let context = scrolled(screen(400, 300), ["0": 600])
    let result = LayoutEngine.layout(list, in: context, revealing: "0.3")
    #expect(result.frame("r3").minY == 0)
  }

  @Test("revealing in a right-to-left horizontal scroll view moves the content right")
  func revealRightToLeft() {
    let result = LayoutEngine.layout(wide, in: screen(400, 800, direction: .rightToLeft), revealing: "0.0.2")
    #expect(result.frame("h2") == Rect(x: 0, y: 375, width: 300, height: 50))
    #expect(result.context.scrollOffsets == ["0": 500])
  }

  @Test("nested scroll views scroll the inner one, then the outer")
  func revealNested() {
    let inner = ViewNode(
      .list(style: .plain, isForm: false), children: (0..<10).map { box(100, 20, id: "n\($0)") }, id: "inner"
    )
    .modifier(.frame(FrameSpec(height: 200)))
    let root = scrollView(.vertical, [vStack(box(400, 700, id: "top"), inner)])
    let result = LayoutEngine.layout(root, in: screen(400, 800), revealing: "0.0.1.9")
    let row = result.frame("n9")
    #expect(row.maxY <= 800 && row.minY >= 0)
    #expect(row.maxY <= result.frame("inner").maxY)
    #expect(result.context.scrollOffsets.count == 2)
  }
}
