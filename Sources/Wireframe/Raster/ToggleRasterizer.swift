import LayoutEngine

/// Draws a `Toggle` or a `Stepper`: its label, then the switch (or the − and + buttons) on the
/// trailing side (left in right-to-left), a switch that is on in the filled control role so its
/// state shows in colour as well as shape.
enum ToggleRasterizer {
  /// Draws a toggle titled `title` as `node`: the switch on the row of the frame's centre, the
  /// title's lines each on its own row when the frame has rows enough, else joined on the switch's.
  static func draw(_ title: String, isOn: Bool, node raster: RasterNode, into painter: inout Painter) {
    let glyphs = painter.glyphs
    let mark = isOn ? glyphs.switchOn : glyphs.switchOff
    draw(
      title, mark: raster.node.layoutDirection == .rightToLeft ? mirrored(mark) : mark,
      role: isOn ? .controlFill : .control, node: raster, into: &painter)
  }

  /// A switch as right to left shows it: the knob at the other end, inside the same ends, so an
  /// on switch has its knob on the left (`(●━)`), as iOS mirrors it.
  static func mirrored(_ mark: String) -> String {
    let characters = Array(mark)
    guard characters.count > 2 else { return mark }
    return String(
      [characters[0]] + characters[1..<(characters.count - 1)].reversed() + [characters[characters.count - 1]]
    )
  }

  /// Draws a control titled `title` with `mark` on its trailing side, as a toggle draws its switch.
  static func draw(
    _ title: String, mark: String, role: CellRole, node raster: RasterNode, into painter: inout Painter
  ) {
    let cells = raster.cells
    let node = raster.node
    guard !cells.isEmpty else { return }
    let width = DisplayWidth.of(mark)
    let isRTL = node.layoutDirection == .rightToLeft
    let row = raster.centreRow
    let switchColumn = isRTL ? cells.minColumn : max(cells.minColumn, cells.maxColumn - width)
    let titleColumns =
      isRTL
      ? min(cells.maxColumn, cells.minColumn + width + 1)..<cells.maxColumn
      : cells.minColumn..<max(cells.minColumn, switchColumn - 1)
    let lines = TextRasterizer.lines(of: node, fallback: title)
    let side = TextPlacement.Side(.leading, node.layoutDirection)
    if lines.count > 1, lines.count <= cells.height {
      let rows = TextRasterizer.rows(forLines: lines.count, in: node.frame, viewport: raster.viewport)
      for (index, line) in lines.enumerated() {
        TextRasterizer.drawLine(
          line, row: rows[index], columns: titleColumns, side: side, role: .text,
          marksTruncation: node.isTruncated && index == lines.count - 1, into: &painter)
      }
    } else {
      TextRasterizer.drawLine(
        TextRasterizer.joined(lines, title: title), row: row, columns: titleColumns, side: side, role: .text,
        marksTruncation: node.isTruncated, into: &painter)
    }
    painter.label(mark, column: switchColumn, row: row, role: role)
  }
}
