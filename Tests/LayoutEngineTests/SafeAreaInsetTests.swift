import TestSupport
import Testing

@testable import LayoutEngine

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset's view at the edge, offered the
/// whole length across it; the view laid out in the rest less the spacing (8 by default), unless
/// it ignores the safe area, which lets it reach under the inset's view.
@Suite("safeAreaInset")
struct SafeAreaInsetTests {
  typealias V = LayoutModifierVariants

  func inset(
    _ main: ViewNode, _ content: ViewNode, _ edge: SafeAreaEdge, alignment: Alignment = .center,
    spacing: Double? = nil
  )
    -> ViewNode
  {
    main.modifier(.safeAreaInset(content, edge: edge, alignment: alignment, spacing: spacing))
  }

  @Test("bottom: the view above, 8 pt over the inset's centred view", arguments: V.all)
  func bottom(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = inset(fill(id: "m"), ViewNode(.text("Total"), id: "i"), .bottom)
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Total", size), V.lineHeight(size))
    #expect(same(result.frame("i"), Rect(x: (400 - w) / 2, y: 800 - lh, width: w, height: lh)))
    #expect(same(result.frame("m"), Rect(x: 0, y: 0, width: 400, height: 800 - lh - 8)))
    #expect(same(result.node(withID: "m")!.outerFrame, Rect(x: 0, y: 0, width: 400, height: 800)))
  }

  @Test("top, leading-aligned, no spacing", arguments: V.all)
  func top(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = inset(fill(id: "m"), ViewNode(.text("Search"), id: "i"), .top, alignment: .leading, spacing: 0)
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Search", size), V.lineHeight(size))
    #expect(
      same(result.frame("i"), Rect(x: V.x(leading: 0, width: w, direction), y: 0, width: w, height: lh)))
    #expect(same(result.frame("m"), Rect(x: 0, y: lh, width: 400, height: 800 - lh)))
  }

  @Test("leading: the inset's view on the leading side, mirrored", arguments: V.all)
  func leading(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = inset(fill(id: "m"), box(60, 30, id: "i"), .leading, spacing: 10)
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    #expect(
      same(result.frame("i"), Rect(x: V.x(leading: 0, width: 60, direction), y: 385, width: 60, height: 30)))
    #expect(
      same(result.frame("m"), Rect(x: V.x(leading: 70, width: 330, direction), y: 0, width: 330, height: 800))
    )
  }

  @Test("a view ignoring the safe area reaches under the inset's view", arguments: V.all)
  func ignoredByView(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = inset(
      fill(id: "m").modifier(.ignoresSafeArea(.all)), ViewNode(.text("Total"), id: "i"), .bottom)
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    #expect(same(result.frame("m"), Rect(x: 0, y: 0, width: 400, height: 800)))
  }

  @Test("a small view: sized as the view, the spacing and the inset's view stacked", arguments: V.all)
  func smallView(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = inset(ViewNode(.text("Hi"), id: "m"), box(200, 20, id: "i"), .bottom, spacing: 4)
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Hi", size), V.lineHeight(size))
    let top = (800 - lh - 24) / 2
    #expect(
      same(
        result.frame("m"),
        Rect(x: V.x(leading: 0, width: w, direction, minX: 100, maxX: 300), y: top, width: w, height: lh)))
    #expect(same(result.frame("i"), Rect(x: 100, y: top + lh + 4, width: 200, height: 20)))
  }
}
