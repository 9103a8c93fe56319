import Wireframe

extension PreviewState {
  /// The wireframe pane's height: the terminal minus the status and hint lines.
  public static let reservedRows = 2

  /// The wireframe pane's size in cells: the whole width, all rows but the last two.
  public var paneSize: (columns: Int, rows: Int) {
    (max(0, terminalColumns), max(0, terminalRows - Self.reservedRows))
  }

  /// The viewport the pane shows now, from the screen, the pane size, the zoom and the centre.
  public var paneViewport: Viewport {
    PaneViewport.viewport(
      screenSize: screen.size, columns: paneSize.columns, rows: paneSize.rows, zoom: zoom,
      center: center, fit: fit, readablePointsPerColumn: ReadableScale.pointsPerColumn(for: context))
  }
}
