import LayoutEngine

extension Viewport {
  /// The largest scale at which a screen of `size` points, plus one cell of bezel on each side,
  /// fits into `columns` x `rows` cells, centred: how a pane shows the whole device.
  ///
  /// Both axes use the same points per column (rows are `cellAspect` times taller), so the
  /// device keeps its proportions whichever dimension limits it.
  public static func fitting(_ size: Size, columns: Int, rows: Int, cellAspect: Double = 2) -> Viewport {
    let columns = max(1, columns)
    let rows = max(1, rows)
    let aspect = cellAspect > 0 && cellAspect.isFinite ? cellAspect : 2
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    let usableColumns = Double(max(1, columns - 2))
    let usableRows = Double(max(1, rows - 2))
    let scale = max(width / usableColumns, height / (usableRows * aspect))
    let spareColumns = Double(columns) - width / scale
    let spareRows = Double(rows) - height / (scale * aspect)
    let origin = Point(x: -(spareColumns / 2) * scale, y: -(spareRows / 2) * scale * aspect)
    return Viewport(
      pointsPerColumn: scale, cellAspect: aspect, origin: origin, columns: columns, rows: rows)
  }
}
