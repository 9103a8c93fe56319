import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Scroll indicators: drawn only while scrolled, on the trailing edge (the left in right-to-left)
/// or the bottom, as long and as far along as the visible part and the offset say.
@Suite struct ScrollIndicatorTests {
  /// A plain list of forty 44-pt rows: 1,760 pt of content in the 800-pt screen.
  let list = ViewNode(.list(style: .plain, isForm: false), children: (0..<40).map { _ in box(100, 20) })
  /// Three 300-pt boxes in a horizontal scroll view: 900 pt of content in 400.
  let wide = ViewNode(
    .scrollView(axis: .horizontal),
    children: [
      ViewNode(.hStack(alignment: .center, spacing: 0), children: [box(300, 50), box(300, 50), box(300, 50)])
    ])

  /// `root` scrolled by `offset` (its path is `0`), drawn at 4 pt a column, 8 pt a row.
  func canvas(_ root: ViewNode, offset: Double, direction: LayoutDirection = .leftToRight) -> Canvas {
    var context = plainScreen.context(layoutDirection: direction)
    context.scrollOffsets = ["0": offset]
    let result = LayoutEngine.layout(root, in: context)
    return Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  }

  /// The rows of `column` that show `glyph`.
  func rows(_ canvas: Canvas, column: Int, glyph: Character) -> [Int] {
    (0..<canvas.rows).filter { canvas[column, $0].character == glyph }
  }

  @Test func noIndicatorAtTheStart() {
    let canvas = canvas(list, offset: 0)
    #expect(rows(canvas, column: 99, glyph: "┃").isEmpty)
  }

  @Test func aVerticalThumbOnTheRightInLeftToRight() {
    // 800 of 1,760 pt visible: 45 of 100 rows; the maximum offset is 960.
    #expect(rows(canvas(list, offset: 960), column: 99, glyph: "┃") == Array(55..<100))
    #expect(rows(canvas(list, offset: 480), column: 99, glyph: "┃") == Array(28..<73))
    #expect(canvas(list, offset: 480)[99, 28].role == .divider)
  }

  @Test func aVerticalThumbOnTheLeftInRightToLeft() {
    let canvas = canvas(list, offset: 960, direction: .rightToLeft)
    #expect(rows(canvas, column: 0, glyph: "┃") == Array(55..<100))
    #expect(rows(canvas, column: 99, glyph: "┃").isEmpty)
  }

  @Test func aHorizontalThumbAlongTheBottomFromTheContentsStart() {
    // 400 of 900 pt visible: 44 of 100 columns; the maximum offset is 500.
    let ltr = canvas(wide, offset: 500)
    #expect((0..<100).filter { ltr[$0, 99].character == "━" } == Array(56..<100))
    let rtl = canvas(wide, offset: 500, direction: .rightToLeft)
    #expect((0..<100).filter { rtl[$0, 99].character == "━" } == Array(0..<44))
  }

  @Test func theThumbIsAtLeastOneCell() {
    let position = ScrollPosition(axis: .vertical, offset: 10, contentLength: 100_000, viewportLength: 100)
    #expect(ScrollIndicatorRasterizer.thumb(position, length: 20) == 0..<1)
  }
}
