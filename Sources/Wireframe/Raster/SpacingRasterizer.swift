import LayoutEngine

/// Draws dividers as a line along their longer side; spacers draw nothing.
enum SpacingRasterizer: ElementRasterizer {
  static func draw(_ family: Spacing, _ node: RasterNode, into painter: inout Painter) {
    guard case .divider = family else { return }
    let cells = node.cells
    if node.node.frame.height > node.node.frame.width {
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: cells.midColumn, with: painter.glyphs.dividerVertical,
        role: .divider)
    } else {
      painter.horizontalLine(
        cells.minColumn..<cells.maxColumn, row: cells.midRow, with: painter.glyphs.dividerHorizontal,
        role: .divider)
    }
  }
}
