import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// An SF Symbol is one glyph in the terminal: with its name when the frame has room (the glyph
/// leading it), else alone in the middle of its frame, where the symbol, which fills its frame on
/// the device, reads as centred (an avatar in a card).
@Suite("Symbols in their frames")
struct SymbolPlacementTests {
  @Test("a symbol too small for its name sits in the middle of its frame; one with room leads its name")
  func symbols() {
    func drawn(_ width: Double) -> (line: String, cells: CellRect) {
      let tree = ViewNode(
        .image(.symbol("star"), resizable: true), modifiers: [.frame(FrameSpec(width: width, height: 16))],
        id: "s")
      let (result, canvas) = draw(tree, on: plainScreen, viewport: plainViewport)
      let frame = result.frame("s")
      let row = plainViewport.cell(atX: frame.midX, y: frame.midY).row
      return (canvas.text(row: row, from: 0, count: 100), plainViewport.cells(for: frame))
    }
    // 20 pt: five columns, too few for "star" after the glyph: the glyph in the middle column.
    let small = drawn(20)
    #expect(small.cells.width == 5)
    #expect(
      small.line.firstIndex(of: "☆").map { small.line.distance(from: small.line.startIndex, to: $0) } == small
        .cells.minColumn + 2)
    // 60 pt: fifteen columns, the glyph at the leading column and the name after it.
    let wide = drawn(60)
    let start = wide.line.index(wide.line.startIndex, offsetBy: wide.cells.minColumn)
    #expect(wide.line[start...].hasPrefix("☆ star"))
  }
}
