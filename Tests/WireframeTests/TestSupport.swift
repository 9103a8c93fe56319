import Devices
import LayoutEngine
import Testing

@testable import Wireframe

/// A catalog device by its exact name; a typo throws, so the test that made it fails alone.
func device(_ name: String) throws -> Device {
  try DeviceCatalog.standard.device(named: name)
}

/// A rectangle of a fixed size.
func box(_ width: Double, _ height: Double, id: String? = nil) -> ViewNode {
  ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: width, height: height))], id: id)
}

/// A text with an optional fixed frame.
func text(_ string: String, width: Double? = nil, height: Double? = nil, id: String? = nil) -> ViewNode {
  var node = ViewNode(.text(string), id: id)
  if width != nil || height != nil { node.modifiers.append(.frame(FrameSpec(width: width, height: height))) }
  return node
}

/// Lays out `root` on `screen` and rasterizes it through `viewport`.
func draw(
  _ root: ViewNode, on screen: Screen, viewport: Viewport, options: WireframeOptions = .init(),
  direction: LayoutDirection = .leftToRight
) -> (LayoutResult, Canvas) {
  let result = LayoutEngine.layout(root, in: screen.context(layoutDirection: direction))
  return (result, Wireframe.rasterize(result, on: screen, viewport: viewport, options: options))
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

  /// The characters of `row` from `column` on, `count` cells, continuation cells skipped.
  func text(row: Int, from column: Int, count: Int) -> String {
    var out = ""
    for x in column..<min(columns, column + count) where !self[x, row].isContinuation {
      out.append(self[x, row].character)
    }
    return out
  }
}

extension LayoutResult {
  /// The own frame of the node with `id`. A missing id records an issue at the caller (the test
  /// fails alone, the run goes on) and gives a frame of NaNs, which equals no frame.
  func frame(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect {
    guard let node = node(withID: id) else {
      Issue.record("no node with id \(id)", sourceLocation: sourceLocation)
      return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return node.frame
  }
}
