import Devices
import LayoutEngine

/// Draws iPad multitasking around the app's window: the other app's pane shaded beyond the
/// divider in Split View, or the Slide Over window's edge over a shaded full-screen app.
enum WindowRasterizer {
  /// Draws the window's surroundings for `screen` (nothing when the app is full screen).
  static func draw(_ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    let glyphs = painter.glyphs
    switch screen.splitMode {
    case .full:
      return
    case .slideOver:
      let whole = viewport.cells(for: Rect(origin: .zero, size: screen.size))
      painter.fill(whole, with: glyphs.otherApp, role: .otherApp)
      let window = viewport.cells(for: screen.window)
      painter.fill(window, with: " ", role: .screen)
      // The window's leading edge, just outside it, so the layout keeps every cell of the window.
      painter.verticalLine(
        window.minRow..<window.maxRow, column: window.minColumn - 1, with: glyphs.vertical, role: .otherApp)
    default:
      if let other = screen.otherAppFrame {
        painter.fill(viewport.cells(for: other), with: glyphs.otherApp, role: .otherApp)
      }
      if let divider = screen.dividerFrame {
        let cells = viewport.cells(for: divider)
        painter.verticalLine(
          cells.minRow..<cells.maxRow, column: cells.midColumn, with: glyphs.vertical, role: .otherApp)
      }
    }
  }

  /// The viewport that maps the window's own coordinates (where the engine lays out) to the
  /// same cells as `viewport` maps screen coordinates.
  static func windowViewport(_ viewport: Viewport, for screen: Screen) -> Viewport {
    var shifted = viewport
    shifted.origin = Point(
      x: viewport.origin.x - screen.window.minX, y: viewport.origin.y - screen.window.minY)
    return shifted
  }
}
