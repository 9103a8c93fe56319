import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// A catalog device by its exact name; a typo throws, so the test that made it fails alone.
func device(_ name: String) throws -> Device {
  try DeviceCatalog.standard.device(named: name)
}

/// Lays out `root` on `screen` and rasterizes it through `viewport`.
func draw(
  _ root: ViewNode, on screen: Screen, viewport: Viewport, options: WireframeOptions = .init(),
  direction: LayoutDirection = .leftToRight
) -> (LayoutResult, Canvas) {
  let result = LayoutEngine.layout(root, in: screen.context(layoutDirection: direction))
  return (result, Wireframe.rasterize(result, on: screen, viewport: viewport, options: options))
}

/// The rows with something drawn when `root` is laid out on the plain screen and drawn through
/// the plain viewport, trailing spaces dropped.
func drawn(
  _ root: ViewNode, glyphs: GlyphSet = .unicode, direction: LayoutDirection = .leftToRight
) -> [String] {
  let (_, canvas) = draw(
    root, on: plainScreen, viewport: plainViewport, options: WireframeOptions(glyphs: glyphs),
    direction: direction)
  return canvas.drawnRows
}

/// A bare 400 x 800 pt screen with no safe area or chrome: frames are easy to state.
let plainScreen = Device.custom(size: Size(width: 400, height: 800)).screen(.portrait)

/// 4 pt per column and 8 pt per row, origin at the screen's corner: cell = point / 4, / 8.
let plainViewport = Viewport(pointsPerColumn: 4, cellAspect: 2, columns: 100, rows: 100)

extension Canvas {
  /// Every cell with `role`, as [column, row] pairs.
  func cells(with role: CellRole) -> Set<[Int]> {
    var found: Set<[Int]> = []
    for row in 0..<rows {
      for column in 0..<columns where self[column, row].role == role { found.insert([column, row]) }
    }
    return found
  }

  /// Every row's characters with its trailing spaces dropped.
  var trimmedRows: [String] {
    (0..<rows).map { row in
      var line = text(row: row, from: 0, count: columns)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The rows with something drawn on them, trailing spaces dropped.
  var drawnRows: [String] { trimmedRows.filter { !$0.isEmpty } }

  /// The characters of `row` from `column` on, `count` cells, continuation cells skipped.
  func text(row: Int, from column: Int, count: Int) -> String {
    var out = ""
    for x in column..<min(columns, column + count) where !self[x, row].isContinuation {
      out.append(self[x, row].character)
    }
    return out
  }
}
