import LayoutEngine

/// Draws the dividers between a `NavigationSplitView`'s columns: a vertical line at each column
/// boundary, where UIKit draws its hairline separators. Bar containers and tabs draw nothing of
/// their own (their bars are `SystemBar` nodes).
enum NavigationRasterizer: ElementRasterizer {
  static func draw(_ family: Navigation, _ node: RasterNode, into painter: inout Painter) {
    guard case .splitView = family else { return }
    let (index, result, viewport) = (node.index, node.result, node.viewport)
    let split = node.node
    var columns = 0
    for other in result.nodes[(index + 1)...] {
      if other.depth <= split.depth { break }
      if other.parent == index, case .child = other.role, !other.isHidden { columns += 1 }
    }
    guard columns > 1 else { return }
    let widths = SplitViewMetrics.columnWidths(total: split.frame.width, count: columns)
    let cells = node.cells
    var offset = 0.0
    for width in widths.dropLast() {
      offset += width
      let x = split.frame.x(leading: offset, width: 0, split.layoutDirection)
      let column = viewport.cells(for: Rect(x: x, y: split.frame.minY, width: 0, height: 0)).minColumn
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: column, with: painter.glyphs.dividerVertical, role: .divider)
    }
  }
}
