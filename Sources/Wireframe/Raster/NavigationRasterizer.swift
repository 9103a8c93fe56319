import LayoutEngine

/// Draws the dividers between a `NavigationSplitView`'s columns: a vertical line at the trailing
/// edge of each shown column before the detail, where UIKit draws its hairline separators. Bar containers and tabs draw nothing of
/// their own (their bars are `SystemBar` nodes).
enum NavigationRasterizer: ElementRasterizer {
  static func draw(_ family: Navigation, _ node: RasterNode, into painter: inout Painter) {
    guard case .splitView = family else { return }
    let (index, result, viewport) = (node.index, node.result, node.viewport)
    let split = node.node
    let cells = node.cells
    for x in result.splitDividers(of: index) {
      let column = viewport.cells(for: Rect(x: x, y: split.frame.minY, width: 0, height: 0)).minColumn
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: column, with: painter.glyphs.dividerVertical, role: .divider)
    }
  }
}
