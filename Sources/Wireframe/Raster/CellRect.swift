/// A rectangle of whole cells, `minColumn..<maxColumn` by `minRow..<maxRow`: what a frame in
/// points becomes on the canvas, and the region a drawing is clipped to.
public struct CellRect: Sendable, Hashable {
  public var minColumn: Int
  public var minRow: Int
  /// One past the last column.
  public var maxColumn: Int
  /// One past the last row.
  public var maxRow: Int

  public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
    self.minColumn = minColumn
    self.minRow = minRow
    self.maxColumn = max(minColumn, maxColumn)
    self.maxRow = max(minRow, maxRow)
  }

  public var width: Int { maxColumn - minColumn }
  public var height: Int { maxRow - minRow }
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The middle row (the upper of two middles).
  public var midRow: Int { minRow + max(0, height - 1) / 2 }
  /// The middle column (the left of two middles).
  public var midColumn: Int { minColumn + max(0, width - 1) / 2 }

  /// Whether the cell at `column`, `row` lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
  }

  /// The cells both rectangles cover (empty when they do not meet).
  public func intersection(_ other: CellRect) -> CellRect {
    CellRect(
      minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
      maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
  }

  /// The rectangle grown by `columns` and `rows` on every side.
  public func outset(columns: Int, rows: Int) -> CellRect {
    CellRect(
      minColumn: minColumn - columns, minRow: minRow - rows, maxColumn: maxColumn + columns,
      maxRow: maxRow + rows)
  }
}
