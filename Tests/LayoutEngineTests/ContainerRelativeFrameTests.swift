import TestSupport
import Testing

@testable import LayoutEngine

/// `containerRelativeFrame`: on its axes, `(container − spacing × (count − 1)) / count × span +
/// spacing × (span − 1)` of the nearest container, the innermost scroll view's viewport, else the
/// screen's safe area; the view is offered that and aligned in it.
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
  typealias V = LayoutModifierVariants

  func relative(
    _ view: ViewNode, horizontal: Bool = true, vertical: Bool = false, count: Int = 1, span: Int = 1,
    spacing: Double = 0, alignment: Alignment = .center
  ) -> ViewNode {
    view.modifier(
      .containerRelativeFrame(
        ContainerRelativeFrame(
          horizontal: horizontal, vertical: vertical, count: count, span: span, spacing: spacing,
          alignment: alignment)))
  }

  @Test("in the window: a share of the safe area's width; the text aligned leading in it", arguments: V.all)
  func window(direction: LayoutDirection, size: DynamicTypeSize) {
    var context = V.context(direction, size)
    context.safeAreaInsets = PhysicalInsets(left: 20, right: 20)
    let root = relative(ViewNode(.text("Card"), id: "t"), count: 3, span: 2, spacing: 10, alignment: .leading)
    let result = LayoutEngine.layout(root, in: context)
    let width = (360 - 20) / 3 * 2 + 10.0
    let (w, lh) = (V.width("Card", size), V.lineHeight(size))
    let outer = result.node(withID: "t")!.outerFrame
    #expect(same(outer, Rect(x: 20 + (360 - width) / 2, y: (800 - lh) / 2, width: width, height: lh)))
    let x = V.x(leading: 0, width: w, direction, minX: outer.minX, maxX: outer.maxX)
    #expect(same(result.frame("t"), Rect(x: x, y: (800 - lh) / 2, width: w, height: lh)))
  }

  @Test(
    "a carousel: cards half a horizontal scroll view's width, 10 pt apart, from the leading edge",
    arguments: V.all)
  func carousel(direction: LayoutDirection, size: DynamicTypeSize) {
    let cards = (0..<3).map { relative(fill(id: "c\($0)"), count: 2, spacing: 10) }
    let root = scrollView(.horizontal, [hStack(cards, spacing: 10)])
      .modifier(.frame(FrameSpec(width: 300, height: 100)))
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    for n in 0..<3 {
      let leading = Double(n) * 155
      #expect(
        same(
          result.frame("c\(n)"),
          Rect(
            x: V.x(leading: leading, width: 145, direction, minX: 50, maxX: 350), y: 350, width: 145,
            height: 100)))
    }
  }

  @Test(
    "a scroll view probed at several heights: the card takes the height it is placed at", arguments: V.all)
  func probedScrollView(direction: LayoutDirection, size: DynamicTypeSize) {
    let page = relative(fill(id: "page"), horizontal: false, vertical: true)
    let root = vStack(scrollView(.vertical, [page]), ViewNode(.text("Footer"), id: "f"))
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let lh = V.lineHeight(size)
    #expect(same(result.frame("page"), Rect(x: 0, y: 0, width: 400, height: 800 - lh)))
    #expect(result.frame("f").minY == 800 - lh)
  }
}
