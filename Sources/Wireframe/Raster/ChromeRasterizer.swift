import Devices
import LayoutEngine

/// Draws the device around the layout: the screen, its outline, the notch or Dynamic Island, the
/// home indicator and the home button, so a wireframe reads as a phone or tablet at a glance; a
/// Mac window gets a title bar with its three buttons instead.
enum ChromeRasterizer {
  /// Draws the chrome of `screen` onto `painter`.
  static func draw(_ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    let glyphs = painter.glyphs
    let screenCells = viewport.cells(for: Rect(origin: .zero, size: screen.size))
    painter.fill(screenCells, with: " ", role: .screen)
    painter.box(
      screenCells.outset(columns: 1, rows: 1), rounded: screen.device.cornerRadius > 0,
      role: .deviceBezel)
    if let cutout = screen.cutoutFrame {
      painter.fill(viewport.cells(for: cutout), with: glyphs.cutout, role: .cutout)
    }
    if let bar = screen.homeIndicatorFrame {
      let cells = viewport.cells(for: bar)
      painter.horizontalLine(
        cells.minColumn..<cells.maxColumn, row: cells.maxRow - 1, with: glyphs.homeIndicator,
        role: .homeIndicator)
    }
    if let titleBar = screen.titleBarFrame {
      drawTitleBar(titleBar, screen, viewport: viewport, into: &painter)
    }
    if screen.device.hasHomeButton {
      let button = homeButtonCell(screen.orientation, screenCells: screenCells)
      painter.put(glyphs.homeButton, column: button.column, row: button.row, role: .deviceBezel)
    }
  }

  /// A Mac window's title bar: the close, minimize and zoom buttons on its first row, at their
  /// places (one cell apart at least), and a line under the bar where it has a row of its own.
  static func drawTitleBar(_ bar: Rect, _ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    let cells = viewport.cells(for: bar)
    guard cells.width >= 6 else { return }
    painter.fill(cells, with: " ", role: .systemBar)
    var column = cells.minColumn
    for light in screen.trafficLightFrames {
      column = max(column, viewport.cells(for: light).minColumn)
      guard column < cells.maxColumn else { break }
      _ = painter.put(painter.glyphs.trafficLight, column: column, row: cells.minRow, role: .systemBar)
      column += 2
    }
    if cells.height > 1 {
      painter.horizontalLine(
        cells.minColumn..<cells.maxColumn, row: cells.maxRow - 1, with: painter.glyphs.horizontal,
        role: .deviceBezel)
    }
  }

  /// The cell of the home button: just outside the outline on the device's bottom edge, which is
  /// the viewer's bottom in portrait, right in landscape left and left in landscape right.
  /// The canvas clips it away when there is no room.
  static func homeButtonCell(_ orientation: Orientation, screenCells: CellRect) -> (column: Int, row: Int) {
    switch orientation {
    case .portrait: (screenCells.midColumn, screenCells.maxRow + 1)
    case .landscapeLeft: (screenCells.maxColumn + 1, screenCells.midRow)
    case .landscapeRight: (screenCells.minColumn - 2, screenCells.midRow)
    }
  }
}
