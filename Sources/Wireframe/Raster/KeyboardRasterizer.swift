import Devices
import LayoutEngine

/// Draws the software keyboard over the bottom of the screen: an outline, its height in points,
/// and rows of keys, in front of the layout so covered fields are visibly covered.
enum KeyboardRasterizer {
  /// Draws the keyboard of `screen`, if shown.
  static func draw(_ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    guard let frame = screen.keyboardFrame else { return }
    let cells = viewport.cells(for: frame)
    guard !cells.isEmpty else { return }
    painter.fill(cells, with: " ", role: .keyboard)
    painter.horizontalLine(
      cells.minColumn..<cells.maxColumn, row: cells.minRow, with: painter.glyphs.horizontal, role: .keyboard)
    let label = "keyboard \(Caption.format(screen.keyboardHeight)) pt"
    let labelColumn = cells.minColumn + max(0, (cells.width - DisplayWidth.of(label)) / 2)
    if cells.height >= 2 {
      _ = painter.write(label, column: labelColumn, row: cells.minRow + 1, role: .keyboard)
    }
    // Key rows below the label, keys every other column, clear of the home-indicator area.
    let keyRowsEnd = viewport.cells(
      for: Rect(x: 0, y: 0, width: 1, height: screen.size.height - screen.safeArea.bottom)
    ).maxRow
    var row = cells.minRow + 2
    while row < min(cells.maxRow, keyRowsEnd) {
      var column = cells.minColumn + 1
      while column < cells.maxColumn - 1 {
        painter.put(painter.glyphs.key, column: column, row: row, role: .keyboard)
        column += 2
      }
      row += 1
    }
  }
}
