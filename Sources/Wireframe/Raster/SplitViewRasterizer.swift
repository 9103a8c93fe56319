import LayoutEngine

/// Draws the dividers between a `NavigationSplitView`'s columns: a vertical line at each column
/// boundary, where UIKit draws its hairline separators.
enum SplitViewRasterizer {
  /// Draws the dividers of node `index` if it is a split view showing more than one column.
  static func draw(_ index: Int, of result: LayoutResult, viewport: Viewport, into painter: inout Painter) {
    let node = result.nodes[index]
    guard case .navigationSplitView = node.element else { return }
    var columns = 0
    for other in result.nodes[(index + 1)...] {
      if other.depth <= node.depth { break }
      if other.parent == index, case .child = other.role, !other.isHidden { columns += 1 }
    }
    guard columns > 1 else { return }
    let widths = SplitViewMetrics.columnWidths(total: node.frame.width, count: columns)
    let cells = viewport.cells(for: node.frame)
    var offset = 0.0
    for width in widths.dropLast() {
      offset += width
      let x = node.layoutDirection == .leftToRight ? node.frame.minX + offset : node.frame.maxX - offset
      let column = viewport.cells(for: Rect(x: x, y: node.frame.minY, width: 0, height: 0)).minColumn
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: column, with: painter.glyphs.dividerVertical, role: .divider)
    }
  }
}
