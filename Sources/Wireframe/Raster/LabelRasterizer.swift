import LayoutEngine

/// Draws a `Label`: the symbol glyph on the leading side, then the title, as SwiftUI lays it out.
enum LabelRasterizer {
  /// Draws a label titled `title` in `cells`.
  static func draw(
    _ title: String, node: PlacedNode, cells: CellRect, viewport: Viewport, into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    let isRTL = node.layoutDirection == .rightToLeft
    let lines = TextRasterizer.lines(of: node, fallback: title)
    let rows = TextRasterizer.rows(forLines: lines.count, in: node.frame, viewport: viewport)
    let iconColumn = isRTL ? cells.maxColumn - 1 : cells.minColumn
    let icon: Character =
      if case .label(_, let name) = node.element {
        SymbolGlyph.character(for: name, isMirrored: node.isMirrored, glyphs: painter.glyphs)
      } else { painter.glyphs.symbol }
    painter.put(icon, column: iconColumn, row: rows.first ?? cells.midRow, role: .image)
    let columns =
      isRTL
      ? cells.minColumn..<max(cells.minColumn, cells.maxColumn - 2)
      : min(cells.maxColumn, cells.minColumn + 2)..<cells.maxColumn
    let side = TextPlacement.Side(.leading, node.layoutDirection)
    for (index, line) in lines.enumerated() {
      TextRasterizer.drawLine(
        line, row: rows[index], columns: columns, side: side, role: .text,
        marksTruncation: node.isTruncated && index == lines.count - 1, overflows: true, into: &painter)
    }
  }
}
