import LayoutEngine

/// How screen points map to terminal cells: a scale, the cell's aspect and the visible region.
public struct Viewport: Sendable, Hashable {
  /// Screen points per terminal column.
  public var pointsPerColumn: Double
  /// How many times taller than wide a terminal cell is (about 2 in common fonts).
  public var cellAspect: Double
  /// The screen point at the top-left corner of the canvas's first cell.
  public var origin: Point
  /// The canvas size in cells.
  public var columns: Int
  public var rows: Int

  public init(pointsPerColumn: Double, cellAspect: Double = 2, origin: Point = .zero, columns: Int, rows: Int)
  {
    self.pointsPerColumn = pointsPerColumn
    self.cellAspect = cellAspect
    self.origin = origin
    self.columns = columns
    self.rows = rows
  }

  /// Screen points per terminal row.
  public var pointsPerRow: Double { pointsPerColumn * cellAspect }
}
