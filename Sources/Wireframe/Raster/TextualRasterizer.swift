import LayoutEngine

/// Draws text (its laid-out lines, overflowing into free cells beside it) and labels (the
/// symbol glyph on the leading side, then the title, as SwiftUI lays them out; by their style
/// the title alone, as text, or the glyph alone in the middle of its box).
enum TextualRasterizer: ElementRasterizer {
  static func draw(_ family: Textual, _ node: RasterNode, into painter: inout Painter) {
    switch family {
    case .text(let string), .label(let string, _, .titleOnly):
      let placed = node.node
      let lines = TextRasterizer.lines(of: placed, fallback: string)
      let rows = BaselineRows.rows(of: node, lines: lines.count)
      if placed.isTruncated, node.result.context.dynamicTypeSize.isAccessibilitySize {
        extent(of: node, row: rows?.last, lines: lines.count, into: &painter)
      }
      TextRasterizer.draw(
        lines, isTruncated: placed.isTruncated, frame: placed.frame, columns: node.textColumns,
        side: TextAnchor.side(of: node, lineCount: lines.count), role: .text,
        viewport: node.viewport, overflows: true, rows: rows, into: &painter)
    case .label(_, let systemImage, .iconOnly):
      let cells = node.cells
      guard !cells.isEmpty else { return }
      let icon = SymbolGlyph.character(
        for: systemImage, isMirrored: node.node.isMirrored, glyphs: painter.glyphs)
      painter.label(
        String(icon), column: cells.minColumn + (cells.width - 1) / 2, row: cells.midRow, role: .image)
    case .label(let title, let systemImage, .titleAndIcon):
      drawLabel(title, systemImage: systemImage, node, into: &painter)
    }
  }

  /// At an accessibility size, the row of a truncated text's last line shaded across its frame,
  /// under the line (which is written over it, a blank between): the terminal draws a character a
  /// cell whatever the size, so `Anna Kell…` with empty columns after it read as truncated with
  /// room to spare; the shade shows how far the text really reaches (`Anna Kell… ░░░░░`).
  private static func extent(of node: RasterNode, row: Int?, lines: Int, into painter: inout Painter) {
    let cells = node.cells
    guard
      let row = row
        ?? TextRasterizer.rows(forLines: lines, in: node.node.frame, viewport: node.viewport).last,
      cells.width > 1
    else { return }
    painter.fill(
      CellRect(minColumn: cells.minColumn, minRow: row, maxColumn: cells.maxColumn, maxRow: row + 1),
      with: painter.glyphs.fill, role: .fill)
  }

  /// A label titled `title`: its symbol's glyph, a space, then the title's lines.
  private static func drawLabel(
    _ title: String, systemImage: String, _ node: RasterNode, into painter: inout Painter
  ) {
    let cells = node.cells
    guard !cells.isEmpty else { return }
    let placed = node.node
    let isRTL = placed.layoutDirection == .rightToLeft
    let lines = TextRasterizer.lines(of: placed, fallback: title)
    let rows = TextRasterizer.rows(forLines: lines.count, in: placed.frame, viewport: node.viewport)
    let iconColumn = isRTL ? cells.maxColumn - 1 : cells.minColumn
    let icon = SymbolGlyph.character(for: systemImage, isMirrored: placed.isMirrored, glyphs: painter.glyphs)
    painter.label(String(icon), column: iconColumn, row: rows.first ?? cells.midRow, role: .image)
    let columns =
      isRTL
      ? cells.minColumn..<max(cells.minColumn, cells.maxColumn - 2)
      : min(cells.maxColumn, cells.minColumn + 2)..<cells.maxColumn
    let side = TextPlacement.Side(.leading, placed.layoutDirection)
    for (index, line) in lines.enumerated() {
      TextRasterizer.drawLine(
        line, row: rows[index], columns: columns, side: side, role: .text,
        marksTruncation: placed.isTruncated && index == lines.count - 1, overflows: true, into: &painter)
    }
  }
}
