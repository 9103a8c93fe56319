import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// A row aligned on a text baseline draws its texts on one terminal row, as the line a person reads
/// (a value and its unit), where drawing each text on the row of its middle would split them.
///
/// Rows by hand, 8 pt per row on the plain viewport: a large title (34/41) has its baseline
/// 20.5 + 136/11 = 32.86 pt below its top, a caption (12/16) 8 + 48/11 = 12.36, body (17/22)
/// 11 + 68/11 = 17.18; a line is drawn on the row of the point half a point above its baseline.
@Suite("Baseline rows in the wireframe")
struct BaselineRowDrawingTests {
  func styled(_ string: String, _ style: TextStyle) -> ViewNode {
    ViewNode(.text(string), modifiers: [.font(Font(style: style))])
  }

  func rows(_ row: ViewNode, _ direction: LayoutDirection) -> [String] {
    let corner = ViewNode(.vStack(alignment: .leading), children: [row]).modifier(
      .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    let (_, canvas) = draw(corner, on: plainScreen, viewport: plainViewport, direction: direction)
    return (0..<8).map { canvas.text(row: $0, from: 0, count: 100).trimmingCharacters(in: .whitespaces) }
  }

  @Test(
    "a large value and its caption unit share the row of their baseline", arguments: LayoutDirection.allCases)
  func valueAndUnit(_ direction: LayoutDirection) {
    let row = ViewNode(
      .hStack(alignment: .firstTextBaseline),
      children: [styled("42", .largeTitle), styled("steps", .caption)])
    let drawn = rows(row, direction)
    // Both baselines at 32.86 pt: row 4 (32.36 / 8). By their middles the value (20.5) would be on
    // row 2 and the unit (20.5 + 8) on row 3.
    #expect(drawn[4].contains("42") && drawn[4].contains("steps"), "\(drawn)")
    #expect(drawn.enumerated().allSatisfy { $0.offset == 4 || $0.element.isEmpty }, "\(drawn)")
    let words = drawn[4].split(separator: " ").map(String.init)
    #expect(words == (direction == .leftToRight ? ["42", "steps"] : ["steps", "42"]))
  }

  @Test("on the last baseline the second line of two sits on the row of the large value and its unit")
  func lastBaseline() {
    let row = ViewNode(
      .hStack(alignment: .lastTextBaseline),
      children: [styled("Distance\ntoday", .body), styled("5.2", .largeTitle), styled("km", .caption)])
    let drawn = rows(row, .leftToRight)
    // The shared baseline is the second line's, 22 + 17.18 = 39.18 pt: row 4 (38.68 / 8); the
    // first line's baseline, 17.18, is on row 2.
    #expect(drawn[2] == "Distance", "\(drawn)")
    #expect(drawn[4].split(separator: " ") == ["today", "5.2", "km"], "\(drawn)")
  }

  @Test("a centre-aligned row is drawn as before, each text on the row of its middle")
  func centreUnchanged() {
    let row = ViewNode(
      .hStack(alignment: .center), children: [styled("Distance\ntoday", .body), styled("km", .caption)])
    let drawn = rows(row, .leftToRight)
    // The lines' middles at 11 and 33 pt, rows 1 and 4, close up under the first into rows 1 and
    // 2 (no blank row inside the text); the caption, centred at 22, row 2.
    #expect(drawn[1] == "Distance", "\(drawn)")
    #expect(drawn[2].hasPrefix("today") && drawn[2].hasSuffix("km"), "\(drawn)")
    #expect(drawn[3].isEmpty && drawn[4].isEmpty, "\(drawn)")
  }
}
