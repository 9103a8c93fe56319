import Devices
import LayoutEngine

/// Draws iPad multitasking around the app's window: the other app's pane shaded beyond the
/// divider in Split View, the Slide Over window's edge over a shaded full-screen app, or an
/// iPadOS 26 window's outline over the shaded other windows, with its window controls.
enum WindowRasterizer {
  /// Draws the window's surroundings for `screen` (nothing when the app is full screen).
  static func draw(_ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    let glyphs = painter.glyphs
    switch screen.splitMode {
    case .full:
      return
    case _ where screen.splitMode.isWindow:
      let whole = viewport.cells(for: Rect(origin: .zero, size: screen.size))
      painter.fill(whole, with: glyphs.otherApp, role: .otherApp)
      let window = viewport.cells(for: screen.window)
      // The outline just outside the window (the gap between tiles), so the layout keeps every
      // cell of the window; the screen's clip drops the sides on its edges.
      painter.box(window.outset(columns: 1, rows: 1), rounded: true, role: .otherApp)
      painter.fill(window, with: " ", role: .screen)
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

  /// An iPadOS 26 window's controls over its top-leading corner, drawn after the content as they
  /// float over it: a button glyph at each button's place, one cell apart at least, on a blank
  /// run of cells, so what they cover is hidden rather than interleaved with them.
  static func drawControls(_ screen: Screen, viewport: Viewport, into painter: inout Painter) {
    guard let band = screen.windowControlsFrame else { return }
    let row = viewport.cells(for: band).minRow
    let end = viewport.cells(for: screen.window).maxColumn
    var columns: [Int] = []
    for button in screen.windowControlButtonFrames {
      let column = max(columns.last.map { $0 + 2 } ?? 0, viewport.cells(for: button).minColumn)
      guard column < end else { break }
      columns.append(column)
    }
    guard let first = columns.first, let last = columns.last else { return }
    // iPadOS 26 insets a bar's leading content past the controls. Where the terminal's scale
    // puts a title or the time on the controls' row, it moves aside, as there, rather than the
    // controls covering its first letters ("● ● ●lboxes").
    let span = last + 2 - first
    let covered = (first..<min(last + 2, end)).contains {
      painter.canvas.contains(column: $0, row: row) && painter.canvas[$0, row].character != " "
    }
    if covered {
      // The words under the controls move into the blank run after them, the rest of the row
      // (a trailing button) staying where it is.
      func isBlank(_ column: Int) -> Bool {
        column >= end || !painter.canvas.contains(column: column, row: row)
          || painter.canvas[column, row].character == " "
      }
      var words = last + 2
      while words < end, !(isBlank(words) && isBlank(words + 1)) { words += 1 }
      var room = 0
      while words + room < end, isBlank(words + room), room < span + 1 { room += 1 }
      let distance = min(span, room - 1)
      shift(row: row, columns: first..<(words + distance), by: distance, in: &painter)
    }
    painter.horizontalLine(first..<(last + 1), row: row, with: " ", role: .systemBar)
    for column in columns {
      _ = painter.put(painter.glyphs.trafficLight, column: column, row: row, role: .systemBar)
    }
  }

  /// Moves the cells of `row` in `columns` towards the trailing end by `distance`, dropping what
  /// passes the end, and blanks the cells they leave.
  static func shift(row: Int, columns: Range<Int>, by distance: Int, in painter: inout Painter) {
    guard distance > 0, painter.canvas.contains(column: columns.lowerBound, row: row) else { return }
    let upper = min(columns.upperBound, painter.canvas.columns)
    let cells = (columns.lowerBound..<upper).map { painter.canvas[$0, row] }
    for (offset, cell) in cells.enumerated() {
      painter.put(" ", column: columns.lowerBound + offset, row: row, role: cell.role)
    }
    for (offset, cell) in cells.enumerated() where !cell.isContinuation && cell.character != " " {
      let column = columns.lowerBound + offset + distance
      guard column + DisplayWidth.of(cell.character) <= upper else { break }
      painter.put(cell.character, column: column, row: row, role: cell.role)
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
