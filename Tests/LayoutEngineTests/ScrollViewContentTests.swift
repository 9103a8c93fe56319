import TestSupport
import Testing

@testable import LayoutEngine

/// A `ScrollView` with several children lays them out as SwiftUI does, in an implicit stack
/// along its axis: a centred `VStack` (an `HStack` for the horizontal axis) at 8 pt spacing.
@Suite("ScrollView content: an implicit stack")
struct ScrollViewContentTests {
  typealias V = LayoutModifierVariants

  @Test("vertical: children one under the other, 8 pt apart, each centred", arguments: V.all)
  func vertical(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = scrollView(
      .vertical, [ViewNode(.text("Alpha"), id: "a"), box(100, 50, id: "b"), box(60, 30, id: "c")])
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Alpha", size), V.lineHeight(size))
    #expect(same(result.frame("a"), Rect(x: (400 - w) / 2, y: 0, width: w, height: lh)))
    #expect(same(result.frame("b"), Rect(x: 150, y: lh + 8, width: 100, height: 50)))
    #expect(same(result.frame("c"), Rect(x: 170, y: lh + 8 + 50 + 8, width: 60, height: 30)))
    let scroll = result.nodes[0].scroll
    #expect(scroll.map { close($0.contentLength, lh + 8 + 50 + 8 + 30) } == true)
  }

  @Test(
    "horizontal: children side by side from the leading edge, 8 pt apart, centred vertically",
    arguments: V.all)
  func horizontal(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = scrollView(.horizontal, [box(100, 50, id: "a"), ViewNode(.text("Beta"), id: "b")])
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Beta", size), V.lineHeight(size))
    #expect(
      same(result.frame("a"), Rect(x: V.x(leading: 0, width: 100, direction), y: 375, width: 100, height: 50))
    )
    #expect(
      same(
        result.frame("b"),
        Rect(x: V.x(leading: 108, width: w, direction), y: (800 - lh) / 2, width: w, height: lh)))
    #expect(result.nodes[0].scroll.map { close($0.contentLength, 108 + w) } == true)
  }

  @Test("content longer than the viewport scrolls as one: an offset moves every child", arguments: V.all)
  func scrollsTogether(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = scrollView(.vertical, [box(100, 500, id: "a"), box(100, 500, id: "b")])
    var context = V.context(direction, size)
    context.scrollOffsets["0"] = 100
    let result = LayoutEngine.layout(root, in: context)
    #expect(result.frame("a").minY == -100)
    #expect(result.frame("b").minY == 408)
    #expect(result.nodes[0].scroll?.canScroll == true)
  }
}
