import LayoutEngine
import Wireframe

/// The mapping between screen points and the wireframe pane's cells, as pure functions, so the
/// composer (points → cells) and the click handler (cells → points) always agree.
public enum PaneViewport {
  /// Empty cells kept between the device and the pane's edges at zoom 1 (room for the bezel).
  public static let margin = 1
  /// How many times taller than wide a terminal cell is assumed to be.
  public static let cellAspect = 2.0

  /// The viewport that shows a screen of `screenSize` points in a pane of `columns` x `rows` cells.
  ///
  /// At zoom 1 the whole screen fits with `margin` cells around it, keeping the point aspect
  /// ratio given the cell aspect. A zoom above 1 divides the points per column by `zoom` and puts
  /// `center` (the screen centre when `nil`) in the middle of the pane.
  ///
  /// With `fit` `.width` the scale is the readable one (`readablePointsPerColumn`, from
  /// `ReadableScale`) unless the width fits only at a coarser one, and never finer than the
  /// whole device's (which it is when that is within `ReadableScale.margin` of readable): the
  /// device is as wide as reading needs, and its top shows first. The view
  /// then stays over the device: it never moves past the device's top or bottom edge.
  public static func viewport(
    screenSize: Size, columns: Int, rows: Int, zoom: Double = 1, center: Point? = nil,
    fit: FitMode = .device, readablePointsPerColumn: Double = 0,
    cellAspect: Double = PaneViewport.cellAspect
  ) -> Viewport {
    let usableColumns = Double(max(1, columns - 2 * margin))
    let usableRows = Double(max(1, rows - 2 * margin))
    let widthFit = screenSize.width / usableColumns
    let deviceFit = max(widthFit, screenSize.height / (usableRows * cellAspect), 1e-6)
    // Within the readable scale's margin the whole device shows: scrolling for its last rows
    // would cost more than the few lines it cuts.
    let wholeDeviceReads = deviceFit <= readablePointsPerColumn * ReadableScale.margin
    let base =
      fit == .device || wholeDeviceReads
      ? deviceFit : min(deviceFit, max(widthFit, readablePointsPerColumn, 1e-6))
    let pointsPerColumn = base / max(1, zoom)
    let paneHeight = Double(max(0, rows)) * pointsPerColumn * cellAspect
    var middle = center ?? Point(x: screenSize.width / 2, y: screenSize.height / 2)
    if fit == .width {
      // The device's extent with its bezel row above and below.
      let top = -Double(margin) * pointsPerColumn * cellAspect
      let bottom = screenSize.height - top
      if bottom - top > paneHeight {
        middle.y = min(max(middle.y, top + paneHeight / 2), bottom - paneHeight / 2)
        if center == nil { middle.y = top + paneHeight / 2 }
      }
    }
    // A device as narrow as the pane stays centred across: following a selection moves the
    // view vertically only.
    if screenSize.width / pointsPerColumn <= usableColumns { middle.x = screenSize.width / 2 }
    // The screen's left edge on a cell's edge, so the device keeps its width in cells wherever
    // the view moves (a fractional origin rounds its two edges differently).
    let left = middle.x - Double(max(0, columns)) * pointsPerColumn / 2
    let origin = Point(x: (left / pointsPerColumn).rounded() * pointsPerColumn, y: middle.y - paneHeight / 2)
    return Viewport(
      pointsPerColumn: pointsPerColumn, cellAspect: cellAspect, origin: origin,
      columns: max(0, columns), rows: max(0, rows))
  }

  /// The screen point at the centre of the pane cell `column`, `row`: the inverse mapping.
  public static func point(column: Int, row: Int, in viewport: Viewport) -> Point {
    Point(
      x: viewport.origin.x + (Double(column) + 0.5) * viewport.pointsPerColumn,
      y: viewport.origin.y + (Double(row) + 0.5) * viewport.pointsPerRow)
  }

  /// The pane cell that shows the screen point `point` (it may lie outside the pane).
  public static func cell(of point: Point, in viewport: Viewport) -> (column: Int, row: Int) {
    (
      Int(((point.x - viewport.origin.x) / viewport.pointsPerColumn).rounded(.down)),
      Int(((point.y - viewport.origin.y) / viewport.pointsPerRow).rounded(.down))
    )
  }
}
