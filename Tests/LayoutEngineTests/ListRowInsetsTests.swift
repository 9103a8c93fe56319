import TestSupport
import Testing

@testable import LayoutEngine

/// `listRowInsets` replaces a row's content insets in its cell (16 at the sides and 11 above and
/// below by default): the row is offered the cell's width less its own leading and trailing
/// insets, the cell is its content plus its top and bottom insets, at least 44 pt, with the
/// content centred in what the insets leave.
@Suite("listRowInsets")
struct ListRowInsetsTests {
  typealias V = LayoutModifierVariants

  @Test("rows with and without their own insets in a plain list", arguments: V.all)
  func rows(direction: LayoutDirection, size: DynamicTypeSize) {
    let list = ViewNode(
      .list(style: .plain),
      children: [
        ViewNode(.text("One"), id: "r0"),
        ViewNode(.rectangle, modifiers: [.frame(FrameSpec(height: 30))], id: "r1")
          .modifier(.listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 0))),
        ViewNode(.text("Three"), id: "r2")
          .modifier(.listRowInsets(EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 10))),
        ViewNode(.text("Four"), id: "r3").modifier(.listRowInsets(nil)),
      ])
    let result = LayoutEngine.layout(list, in: V.context(direction, size))
    let lh = V.lineHeight(size)
    let h0 = max(44, lh + 22)
    let w0 = V.width("One", size)
    #expect(
      same(
        result.frame("r0"),
        Rect(x: V.x(leading: 16, width: w0, direction), y: (h0 - lh) / 2, width: w0, height: lh)))
    // Offered 400 - 40: the rectangle takes it; the cell is 44 tall, the content centred in 44 - 8.
    #expect(
      same(
        result.frame("r1"),
        Rect(x: V.x(leading: 40, width: 360, direction), y: h0 + 7, width: 360, height: 30)))
    #expect(same(result.node(withID: "r1")!.outerFrame, Rect(x: 0, y: h0, width: 400, height: 44)))
    let w2 = V.width("Three", size)
    let h2 = lh + 40
    #expect(
      same(
        result.frame("r2"),
        Rect(x: V.x(leading: 0, width: w2, direction), y: h0 + 44 + 20, width: w2, height: lh)))
    #expect(same(result.node(withID: "r2")!.outerFrame, Rect(x: 0, y: h0 + 44, width: 400, height: h2)))
    // `nil` keeps the list's insets.
    let w3 = V.width("Four", size)
    #expect(
      same(
        result.frame("r3"),
        Rect(
          x: V.x(leading: 16, width: w3, direction), y: h0 + 44 + h2 + (h0 - lh) / 2, width: w3, height: lh)))
  }
}
