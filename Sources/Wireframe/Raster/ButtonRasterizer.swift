import LayoutEngine

/// Draws buttons by style: plain as its title, bordered as `( Title )` (or a rounded box when at
/// least three rows tall), prominent the same but filled, so the styles stay distinguishable in
/// monochrome too. A button with a symbol shows its glyph and a space before the title's first
/// line, as its `Label` does.
enum ButtonRasterizer {
  /// Draws a button titled `title` in `cells`.
  static func draw(
    _ title: String, style: ButtonStyle, systemImage: String? = nil, role: ButtonRole? = nil,
    node: PlacedNode, cells: CellRect, viewport: Viewport, into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    var lines = TextRasterizer.lines(of: node, fallback: title)
    if let systemImage, !lines.isEmpty {
      let icon = SymbolGlyph.character(for: systemImage, isMirrored: node.isMirrored, glyphs: painter.glyphs)
      lines[0] = String(icon) + " " + lines[0]
    }
    let all = cells.minColumn..<cells.maxColumn
    guard style != .plain else {
      TextRasterizer.draw(
        lines, isTruncated: node.isTruncated, frame: node.frame, columns: all, side: .center, role: .control,
        viewport: viewport, overflows: true, into: &painter)
      return
    }
    let role: CellRole = style == .prominent ? .controlFill : .control
    if style == .prominent { painter.fill(cells, with: " ", role: .controlFill) }
    let inner = (cells.minColumn + 1)..<max(cells.minColumn + 1, cells.maxColumn - 1)
    if cells.height >= 3, cells.width >= 3 {
      painter.box(cells, rounded: true, role: role)
      let rowsFrame = CellRect(
        minColumn: cells.minColumn, minRow: cells.minRow + 1, maxColumn: cells.maxColumn,
        maxRow: cells.maxRow - 1)
      for (index, line) in lines.prefix(rowsFrame.height).enumerated() {
        let row = rowsFrame.minRow + (rowsFrame.height - min(lines.count, rowsFrame.height)) / 2 + index
        TextRasterizer.drawLine(line, row: row, columns: inner, side: .center, role: role, into: &painter)
      }
      return
    }
    let row = cells.midRow
    if cells.width >= 3 {
      painter.put(painter.glyphs.buttonOpen, column: cells.minColumn, row: row, role: role)
      painter.put(painter.glyphs.buttonClose, column: cells.maxColumn - 1, row: row, role: role)
      TextRasterizer.drawLine(
        lines.joined(separator: " "), row: row, columns: inner, side: .center, role: role,
        marksTruncation: node.isTruncated, into: &painter)
    } else {
      TextRasterizer.drawLine(
        lines.joined(separator: " "), row: row, columns: all, side: .center, role: role, into: &painter)
    }
  }
}
