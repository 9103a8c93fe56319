import TestSupport
import Testing

@testable import LayoutEngine

/// Custom layouts written in Swift against the engine's `Layout` protocol (the layouts are in
/// CustomLayoutSamples.swift): frames computed by hand, right to left, the cache made once per
/// pass, nesting with stacks both ways, and the engine's size cache serving their subviews.
@Suite("Custom layouts")
struct CustomLayoutTests {
  /// Five 100 × 30 chips, 10 apart.
  func chips(_ layout: some Layout = FlowLayout(spacing: 10)) -> ViewNode {
    ViewNode(.layout(layout), children: (0..<5).map { box(100, 30, id: "c\($0)") }, id: "flow")
  }

  @Test("a flow layout wraps its chips at the proposed width")
  func flowWraps() {
    // 400 pt: three chips fit (320), the fourth would end at 430. The flow is 320 × 70, centred.
    let wide = LayoutEngine.layout(chips(), in: screen(400, 800))
    #expect(wide.frame("flow") == Rect(x: 40, y: 365, width: 320, height: 70))
    let wideOrigins = (0..<5).map { wide.frame("c\($0)").origin }
    #expect(
      wideOrigins == [
        Point(x: 40, y: 365), Point(x: 150, y: 365), Point(x: 260, y: 365), Point(x: 40, y: 405),
        Point(x: 150, y: 405),
      ])
    // 250 pt: two chips a row (210; a third would end at 320), three rows, 110 tall.
    let narrow = LayoutEngine.layout(chips(), in: screen(250, 800))
    #expect(narrow.frame("flow") == Rect(x: 20, y: 345, width: 210, height: 110))
    let narrowOrigins = (0..<5).map { narrow.frame("c\($0)").origin }
    #expect(
      narrowOrigins == [
        Point(x: 20, y: 345), Point(x: 130, y: 345), Point(x: 20, y: 385), Point(x: 130, y: 385),
        Point(x: 20, y: 425),
      ])
    #expect((0..<5).allSatisfy { narrow.frame("c\($0)").size == Size(width: 100, height: 30) })
  }

  @Test("a custom layout's element is named after its type")
  func typeName() {
    #expect(Element.layout(FlowLayout(spacing: 4)).typeName == "FlowLayout")
    #expect(Element.layout(AnyLayout(FlowLayout(spacing: 4), name: "Tags\u{1B}[2J")).typeName == "Tags␛[2J")
    #expect(Element.layout(FlowLayout(spacing: 4)) != Element.layout(FlowLayout(spacing: 5)))
    #expect(Element.layout(FlowLayout(spacing: 4)) == Element.layout(FlowLayout(spacing: 4)))
    #expect(Element.layout(FlowLayout(spacing: 4)) != Element.layout(EqualWidthRow(spacing: 4)))
  }

  @Test("an equal-width row makes every button as wide as the widest one's ideal width")
  func equalWidthRow() {
    let buttons = [40.0, 80, 60].enumerated().map { n, ideal in
      ViewNode(
        .rectangle,
        modifiers: [
          .frame(FrameSpec(idealWidth: ideal, maxWidth: .infinity)), .frame(FrameSpec(height: 20)),
        ],
        id: "b\(n)")
    }
    let root = ViewNode(.layout(EqualWidthRow(spacing: 10)), children: buttons, id: "row")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    // 3 × 80 + 2 × 10 = 260 wide, centred: 70 … 330.
    #expect(result.frame("row") == Rect(x: 70, y: 390, width: 260, height: 20))
    #expect(result.frame("b0") == Rect(x: 70, y: 390, width: 80, height: 20))
    #expect(result.frame("b1") == Rect(x: 160, y: 390, width: 80, height: 20))
    #expect(result.frame("b2") == Rect(x: 250, y: 390, width: 80, height: 20))
  }

  @Test("right to left mirrors the placements within the container")
  func rightToLeft() {
    let result = LayoutEngine.layout(chips(), in: screen(400, 800, direction: .rightToLeft))
    #expect(result.frame("flow") == Rect(x: 40, y: 365, width: 320, height: 70))
    // The first chip of each row starts at the right edge (360), the next to its left.
    let origins = (0..<5).map { result.frame("c\($0)").origin }
    #expect(
      origins == [
        Point(x: 260, y: 365), Point(x: 150, y: 365), Point(x: 40, y: 365), Point(x: 260, y: 405),
        Point(x: 150, y: 405),
      ])
    // A left-to-right subtree inside keeps its order: mirroring is the container's.
    let ltr = chips().modifier(.layoutDirection(.leftToRight))
    let kept = LayoutEngine.layout(ltr, in: screen(400, 800, direction: .rightToLeft))
    #expect(kept.frame("c0").origin == Point(x: 40, y: 365))
  }

  @Test("the cache is made once per layout pass, however often the layout is asked")
  func cacheOncePerPass() {
    let tally = Tally()
    let column = ViewNode(
      .layout(CountingColumn(tally: tally)), children: [box(50, 20, id: "a"), box(70, 30, id: "b")], id: "col"
    )
    // An HStack probes it for its minimum, maximum and share: several proposals, one cache.
    let root = hStack(column, fill(id: "fill"))
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(tally["makeCache"] == 1)
    #expect(tally["sizeThatFits"] > 1)
    #expect(result.frame("b").minY == result.frame("a").maxY)
    #expect(result.frame("col").width == 70 && result.frame("fill").width == 330)
    _ = LayoutEngine.layout(root, in: screen(300, 800))
    #expect(tally["makeCache"] == 2)
    #expect(tally["updateCache"] == 0)
  }

  @Test("a custom layout inside a stack and a stack inside a custom layout")
  func nesting() {
    let inStack = vStack(box(400, 50, id: "top"), chips(), box(400, 50, id: "bottom"))
    let outer = LayoutEngine.layout(inStack, in: screen(400, 800))
    // 50 + 70 + 50 = 170 tall, centred: top at 315; the flow is centred in the stack's width.
    #expect(outer.frame("top").minY == 315)
    #expect(outer.frame("flow") == Rect(x: 40, y: 365, width: 320, height: 70))
    #expect(outer.frame("c3").origin == Point(x: 40, y: 405))
    #expect(outer.frame("bottom").minY == 435)

    let row = ViewNode(
      .hStack(spacing: 5), children: [box(150, 30, id: "h0"), box(150, 40, id: "h1")], id: "row")
    let flow = ViewNode(
      .layout(FlowLayout(spacing: 10)), children: [row, box(100, 30, id: "after")], id: "flow")
    let inner = LayoutEngine.layout(flow, in: screen(400, 800))
    // The HStack is 305 × 40; the box does not fit after it (305 + 10 + 100 > 400): 305 × 80.
    #expect(inner.frame("flow") == Rect(x: 47.5, y: 360, width: 305, height: 80))
    #expect(inner.frame("row") == Rect(x: 47.5, y: 360, width: 305, height: 40))
    #expect(inner.frame("h1") == Rect(x: 202.5, y: 360, width: 150, height: 40))
    #expect(inner.frame("after") == Rect(x: 47.5, y: 410, width: 100, height: 30))
  }

  @Test("a subview asked twice for one proposal is measured once: the engine's size cache")
  func sizeCache() {
    let tally = Tally()
    let leaf = ViewNode(.layout(CountingLeaf(tally: tally, size: Size(width: 30, height: 20))), id: "leaf")
    let root = ViewNode(.layout(AskingTwice()), children: [leaf], id: "outer")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("leaf") == Rect(x: 185, y: 390, width: 30, height: 20))
    // Asked three times (twice sizing, once placing), all for its ideal size.
    #expect(tally["leaf"] == 1)
    let uncached = Tally()
    let again = ViewNode(
      .layout(AskingTwice()),
      children: [ViewNode(.layout(CountingLeaf(tally: uncached, size: Size(width: 30, height: 20))))])
    SizeCache.$isEnabled.withValue(false) { _ = LayoutEngine.layout(again, in: screen(400, 800)) }
    #expect(uncached["leaf"] == 3)
  }

  @Test("proxies give layout values, priorities and spacing preferences")
  func proxies() {
    let root = ViewNode(
      .layout(RankedColumn()),
      children: [
        box(60, 10, id: "second").modifier(.layoutValue(key: Rank.self, value: 2)),
        box(40, 10, id: "first").modifier(.layoutValue(key: Rank.self, value: 1))
          .modifier(.layoutPriority(5)),
        spacer(minLength: 10).modifier(.layoutValue(key: Rank.self, value: 3)),
        box(20, 10, id: "unranked"),
      ], id: "col")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    // Order by rank: unranked (0), first (1), second (2), the spacer (3); 8 pt between views
    // (the platform's), 0 before the spacer (its preference along its axis); `first` inset by
    // its priority. 10 + 8 + 10 + 8 + 10 + 0 + 10 = 56 tall, 60 wide.
    #expect(result.frame("col").size == Size(width: 60, height: 56))
    let top = result.frame("col").minY
    let left = result.frame("col").minX
    #expect(result.frame("unranked").origin == Point(x: left, y: top))
    #expect(result.frame("first").origin == Point(x: left + 5, y: top + 18))
    #expect(result.frame("second").origin == Point(x: left, y: top + 36))
  }

  @Test("a subview the layout does not place is centred in its bounds")
  func unplaced() {
    let root = ViewNode(.layout(PlacesNothing()), children: [box(20, 10, id: "a")], id: "l")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("l") == Rect(x: 150, y: 350, width: 100, height: 100))
    #expect(result.frame("a") == Rect(x: 190, y: 395, width: 20, height: 10))
  }

  @Test("a retained layout relays out an edit inside a custom layout as a fresh layout does")
  func retained() {
    let retained = RetainedLayout()
    let context = screen(400, 800)
    let original = vStack(box(400, 50, id: "top"), chips())
    _ = retained.layout(original, in: context)
    var edited = original
    edited.children[1].children[1] = box(250, 30, id: "c1")
    let incremental = retained.layout(edited, in: context)
    #expect(retained.incrementalCount == 1)
    let fresh = LayoutEngine.layout(edited, in: context)
    #expect(incremental.nodes.map(\.frame) == fresh.nodes.map(\.frame))
    // The wider chip still fits beside the first (110 + 250 ≤ 400); the rest wrap below.
    #expect(
      incremental.frame("c1").origin
        == Point(x: incremental.frame("c0").minX + 110, y: incremental.frame("c0").minY))
    #expect(incremental.frame("c2").minY == incremental.frame("c0").maxY + 10)
  }

  @Test("a retained layout keeps the cache while the container stays and updates it when a subview changes")
  func retainedCache() {
    let tally = Tally()
    let retained = RetainedLayout()
    let context = screen(400, 800)
    let column = ViewNode(
      .layout(CountingColumn(tally: tally)), children: [box(50, 20, id: "a"), box(70, 30, id: "b")], id: "col"
    )
    let original = vStack(box(100, 40, id: "top"), column)
    _ = retained.layout(original, in: context)
    #expect(tally["makeCache"] == 1)
    // A sibling changes: the column is offered the same and keeps its cache.
    var sibling = original
    sibling.children[0] = box(120, 40, id: "top")
    _ = retained.layout(sibling, in: context)
    #expect(tally["makeCache"] == 1 && tally["updateCache"] == 0)
    // A subview changes: the cache is updated, not made again, and the frames are a fresh layout's.
    var edited = sibling
    edited.children[1].children[0] = box(90, 25, id: "a")
    let incremental = retained.layout(edited, in: context)
    #expect(retained.incrementalCount == 2)
    #expect(tally["makeCache"] == 1 && tally["updateCache"] == 1)
    #expect(incremental.frame("col").size == Size(width: 90, height: 55))
    #expect(incremental.nodes.map(\.frame) == LayoutEngine.layout(edited, in: context).nodes.map(\.frame))
  }

  @Test("a layout's NaN, negative or infinite numbers give a zero size and the container's corner")
  func carelessArithmetic() {
    let root = ViewNode(.layout(Careless()), children: [box(20, 10, id: "a")], id: "l")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("l") == Rect(x: 200, y: 400, width: 0, height: 0))
    #expect(result.frame("a") == Rect(x: 200, y: 400, width: 20, height: 10))
  }
}
