import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Lists draw cards and separators, split views draw column dividers, in both glyph sets.
@Suite("Adaptive drawing")
struct AdaptiveDrawingTests {
  /// An inset-grouped list with one section of two 100 x 20 rows: rows 44 pt tall from y 35,
  /// the card from x 16 to 384 (cells 4 to 96 at 4 pt a column, 8 pt a row).
  let list = ViewNode(
    .list(style: .insetGrouped, isForm: false),
    children: [
      ViewNode(
        .section(hasHeader: false, hasFooter: false),
        children: [box(100, 20, id: "r0"), box(100, 20, id: "r1")])
    ])

  @Test(
    "an inset-grouped section is a rounded card with a separator between its rows",
    arguments: GlyphSet.allCases)
  func listCard(glyphs: GlyphSet) {
    let set = glyphs.glyphs
    let (result, canvas) = draw(
      list, on: plainScreen, viewport: plainViewport, options: WireframeOptions(glyphs: glyphs))
    let card = plainViewport.cells(for: Rect(x: 16, y: 35, width: 368, height: 88))
    #expect(canvas[card.minColumn, card.minRow].character == set.roundTopLeft)
    #expect(canvas[card.maxColumn - 1, card.maxRow - 1].character == set.roundBottomRight)
    #expect(canvas[card.minColumn, card.minRow + 2].character == set.vertical)
    // The separator runs on the first row's bottom edge from its content (x 32) to the card's
    // outline, which it does not overwrite.
    let row = plainViewport.cells(for: Rect(x: 32, y: 79, width: 0, height: 0)).minRow
    let first = plainViewport.cells(for: result.frame("r0"))
    #expect(row >= first.maxRow)
    #expect(
      canvas.text(row: row, from: 8, count: card.maxColumn - 1 - 8)
        == String(repeating: set.dividerHorizontal, count: card.maxColumn - 1 - 8))
    #expect(canvas[7, row].character == " ")
    #expect(canvas[card.maxColumn - 1, row].character == set.vertical)
  }

  @Test("a plain list has separators and no card")
  func plainList() {
    var plain = list
    plain.element = .list(style: .plain, isForm: false)
    let (_, canvas) = draw(plain, on: plainScreen, viewport: plainViewport)
    #expect(canvas.cells(with: .container).isEmpty)
    #expect(!canvas.cells(with: .divider).isEmpty)
  }

  @Test("a split view at regular width draws a divider at each column boundary", arguments: GlyphSet.allCases)
  func splitDividers(glyphs: GlyphSet) {
    let split = ViewNode(
      .navigationSplitView, children: [ViewNode(.text("Inbox")), ViewNode(.text("Message"))])
    var context = plainScreen.context()
    context.horizontalSizeClass = .regular
    // In landscape the automatic style puts the sidebar beside the detail.
    context.orientation = .landscape
    let result = LayoutEngine.layout(split, in: context)
    let canvas = Wireframe.rasterize(
      result, on: plainScreen, viewport: plainViewport, options: WireframeOptions(glyphs: glyphs))
    // 400 pt shared by two columns: a 200 pt sidebar, so the divider is at x 200, column 50.
    for row in 0..<100 { #expect(canvas[50, row].character == glyphs.glyphs.dividerVertical) }
    #expect(canvas[49, 10].character != glyphs.glyphs.dividerVertical)
  }

  @Test("a compact split view shows only the sidebar and no divider")
  func collapsedSplit() {
    let split = ViewNode(
      .navigationSplitView, children: [ViewNode(.text("Inbox")), ViewNode(.text("Message"))])
    let (_, canvas) = draw(split, on: plainScreen, viewport: plainViewport)
    #expect(canvas.cells(with: .divider).isEmpty)
    let text = (0..<100).map { canvas.text(row: $0, from: 0, count: 100) }.joined()
    #expect(text.contains("Inbox"))
    #expect(!text.contains("Message"))
  }
}
