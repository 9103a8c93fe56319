import CNcurses
import LayoutEngine
import Wireframe

/// Draws a `Canvas` on the ncurses screen: one wide-character cell at a time, styled by the theme.
///
/// ncurses compares the new screen with the old one and sends only the difference, so painting
/// every cell each frame costs little on the wire.
final class CanvasPainter {
  private let colorCount: Int
  private var palette: ThemePalette?

  /// `colorCount` is what the terminal offers (0: attributes only, as for `NO_COLOR`).
  init(colorCount: Int) {
    self.colorCount = colorCount
  }

  /// Paints `canvas` from the top-left corner and updates the terminal.
  func paint(_ canvas: Canvas, theme: Theme) {
    if palette?.themeName != theme.name {
      palette = ThemePalette(theme: theme, colorCount: colorCount)
    }
    guard let palette else { return }
    var text: [wchar_t] = []
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if cell.isContinuation { continue }
        text.removeAll(keepingCapacity: true)
        // The canvas holds sanitized characters only; sanitizing again costs little and keeps
        // this, the last step before the terminal, safe on its own.
        for scalar in Sanitizer.sanitize(cell.character).unicodeScalars {
          text.append(wchar_t(scalar.value))
        }
        text.append(0)
        let style = palette.style(for: cell.role)
        _ = lp_put_cell(Int32(row), Int32(column), text, style.attributes, style.pair)
      }
    }
    refresh()
  }
}
