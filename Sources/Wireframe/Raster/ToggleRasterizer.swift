import LayoutEngine

/// Draws a `Toggle` or a `Stepper`: its label, then the switch (or the − and + buttons) on the
/// trailing side (left in right-to-left), a switch that is on in the filled control role so its
/// state shows in colour as well as shape.
enum ToggleRasterizer {
  /// Draws a toggle titled `title` in `cells`.
  static func draw(
    _ title: String, isOn: Bool, node: PlacedNode, cells: CellRect, into painter: inout Painter
  ) {
    let glyphs = painter.glyphs
    draw(
      title, mark: isOn ? glyphs.switchOn : glyphs.switchOff, role: isOn ? .controlFill : .control,
      node: node,
      cells: cells, into: &painter)
  }

  /// Draws a control titled `title` with `mark` on its trailing side in `cells`.
  static func draw(
    _ title: String, mark: String, role: CellRole, node: PlacedNode, cells: CellRect,
    into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    let width = DisplayWidth.of(mark)
    let isRTL = node.layoutDirection == .rightToLeft
    let row = cells.midRow
    let switchColumn = isRTL ? cells.minColumn : max(cells.minColumn, cells.maxColumn - width)
    let titleColumns =
      isRTL
      ? min(cells.maxColumn, cells.minColumn + width + 1)..<cells.maxColumn
      : cells.minColumn..<max(cells.minColumn, switchColumn - 1)
    let lines = TextRasterizer.lines(of: node, fallback: title)
    let side = TextPlacement.Side(.leading, node.layoutDirection)
    TextRasterizer.drawLine(
      lines.joined(separator: " "), row: row, columns: titleColumns, side: side, role: .text,
      marksTruncation: node.isTruncated, into: &painter)
    painter.write(mark, column: switchColumn, row: row, role: role)
  }
}
