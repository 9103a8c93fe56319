import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// A one-line text is drawn on the side its parent placed it: its frame hugs its words in the
/// layout, but its characters take fewer columns than the frame (4 pt a column here: "Ada Lovelace"
/// is about 100 pt, 25 columns, for 12 characters), and hugging the leading edge drew centred
/// titles left of the centre.
@Suite("Text drawn on the side its parent placed it")
struct TextAnchorTests {
  /// The text `id` in a stack of `alignment` beside a 250 pt wide bar, so the stack is wider than
  /// the text: where its characters start, and its frame's cells.
  func drawn(
    _ stack: Element, text: String = "Ada Lovelace", direction: LayoutDirection = .leftToRight
  ) -> (column: Int?, cells: CellRect) {
    let tree = ViewNode(
      stack,
      children: [
        ViewNode(.text(text), id: "t"),
        ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: 250, height: 16))]),
      ])
    let (result, canvas) = draw(tree, on: plainScreen, viewport: plainViewport, direction: direction)
    let node = result.node(withID: "t")!
    let cells = plainViewport.cells(for: node.frame)
    let row = TextRasterizer.rows(forLines: 1, in: node.frame, viewport: plainViewport)[0]
    let line = canvas.text(row: row, from: 0, count: canvas.columns)
    let column = line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    return (column, cells)
  }

  @Test("a text centred in a stack is drawn in the middle of its frame", arguments: LayoutDirection.allCases)
  func centred(_ direction: LayoutDirection) {
    let (column, cells) = drawn(.vStack(alignment: .center), direction: direction)
    // 12 characters in the frame's columns, the slack shared: as far from both edges.
    #expect(cells.width > 14)
    #expect(column == cells.minColumn + (cells.width - 12) / 2)
  }

  @Test("a text against the stack's leading edge hugs that edge", arguments: LayoutDirection.allCases)
  func leading(_ direction: LayoutDirection) {
    let (column, cells) = drawn(.vStack(alignment: .leading), direction: direction)
    #expect(column == (direction == .leftToRight ? cells.minColumn : cells.maxColumn - 12))
  }

  @Test("a text against the stack's trailing edge hugs that edge", arguments: LayoutDirection.allCases)
  func trailing(_ direction: LayoutDirection) {
    let (column, cells) = drawn(.vStack(alignment: .trailing), direction: direction)
    #expect(column == (direction == .leftToRight ? cells.maxColumn - 12 : cells.minColumn))
  }

  @Test("in a row, a text keeps its own side: its place along the row is packing, not alignment")
  func row() {
    // The text is the row's first child, against its leading edge whatever the row's alignment:
    // drawn at its frame's start as before, not moved by the place the row gave it.
    let (column, cells) = drawn(.hStack(alignment: .center))
    #expect(column == cells.minColumn)
  }

  @Test("a wrapped text keeps its multilineTextAlignment")
  func wrapped() {
    let tree = ViewNode(
      .vStack(alignment: .center),
      children: [
        ViewNode(
          .text("A title long enough to wrap here"), modifiers: [.frame(FrameSpec(width: 60))], id: "t"),
        ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: 250, height: 16))]),
      ])
    let (result, canvas) = draw(tree, on: plainScreen, viewport: plainViewport)
    let node = result.node(withID: "t")!
    #expect(node.text!.lines.count > 1)
    let cells = plainViewport.cells(for: node.frame)
    let row = TextRasterizer.rows(forLines: node.text!.lines.count, in: node.frame, viewport: plainViewport)[
      0]
    #expect(canvas.text(row: row, from: cells.minColumn, count: 1) != " ")
  }
}
