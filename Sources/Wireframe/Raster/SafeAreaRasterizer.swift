import LayoutEngine

/// Draws the safe area's boundary and the layout-margin guides as dotted lines, so a designer sees
/// where content may go without colliding with the status bar, cutout or home indicator.
enum SafeAreaRasterizer {
  /// UIKit's default `layoutMargins` / `directionalLayoutMargins` of a view controller's root view
  /// (and SwiftUI's default padding): 16 pt on each side in compact width, 20 pt in regular width.
  static func marginInset(for sizeClass: SizeClass) -> Double {
    sizeClass == .compact ? 16 : 20
  }

  /// Draws the guides for `context` onto `painter`.
  static func draw(_ context: LayoutContext, viewport: Viewport, into painter: inout Painter) {
    let safe = context.safeAreaFrame
    let safeCells = viewport.cells(for: safe)
    painter.dottedBox(safeCells, role: .safeArea)
    let inset = marginInset(for: context.horizontalSizeClass)
    let margins = safe.inset(top: 0, left: inset, bottom: 0, right: inset)
    let marginCells = viewport.cells(for: margins)
    let rows = (safeCells.minRow + 1)..<max(safeCells.minRow + 1, safeCells.maxRow - 1)
    for column in [marginCells.minColumn, marginCells.maxColumn - 1]
    where column > safeCells.minColumn && column < safeCells.maxColumn - 1 {
      painter.verticalLine(rows, column: column, with: painter.glyphs.dottedVertical, role: .safeArea)
    }
  }
}
