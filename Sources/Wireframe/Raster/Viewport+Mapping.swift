import LayoutEngine

extension Viewport {
  /// The fractional column of screen x-coordinate `x`.
  public func column(atX x: Double) -> Double { (x - origin.x) / pointsPerColumn }

  /// The fractional row of screen y-coordinate `y`.
  public func row(atY y: Double) -> Double { (y - origin.y) / pointsPerRow }

  /// The cell containing screen point `x`, `y`.
  public func cell(atX x: Double, y: Double) -> (column: Int, row: Int) {
    (Self.floor(column(atX: x)), Self.floor(row(atY: y)))
  }

  /// The cells a frame covers: those whose centre lies inside it (edges rounded to the nearest
  /// cell boundary), and at least one cell in each direction the frame has extent, so a thin
  /// divider or a 5-pt bar still shows.
  public func cells(for rect: Rect) -> CellRect {
    var minColumn = Self.round(column(atX: rect.minX))
    var maxColumn = Self.round(column(atX: rect.maxX))
    var minRow = Self.round(row(atY: rect.minY))
    var maxRow = Self.round(row(atY: rect.maxY))
    if maxColumn <= minColumn, rect.width > 0 {
      minColumn = Self.floor(column(atX: rect.midX))
      maxColumn = minColumn + 1
    }
    if maxRow <= minRow, rect.height > 0 {
      minRow = Self.floor(row(atY: rect.midY))
      maxRow = minRow + 1
    }
    return CellRect(minColumn: minColumn, minRow: minRow, maxColumn: maxColumn, maxRow: maxRow)
  }

  /// The cells of a frame drawn at its own height: as many rows as its height rounds to (at least
  /// one), centred on the frame, across the columns `cells(for:)` gives. Rounding each edge on its
  /// own makes two frames of one size a row apart in height wherever the grid falls differently
  /// across them (a 2.9-row field 2 rows tall here, 3 there); a control whose look changes with
  /// its height (a field's box or its one-row `[ … ]`, a button's box or `( … )`) takes these, so
  /// identical controls look alike wherever they stand.
  public func steadyCells(for rect: Rect) -> CellRect {
    var cells = cells(for: rect)
    guard rect.height > 0 else { return cells }
    let count = max(1, Self.round(rect.height / pointsPerRow))
    cells.minRow = Self.round(row(atY: rect.midY) - Double(count) / 2)
    cells.maxRow = cells.minRow + count
    return cells
  }

  /// The whole canvas as a cell rectangle.
  public var bounds: CellRect { CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows) }

  /// `value` rounded down to an integer, clamped so huge or non-finite values cannot trap.
  static func floor(_ value: Double) -> Int { clampedInt(value.rounded(.down)) }

  /// `value` rounded half up to an integer, clamped like `floor`.
  static func round(_ value: Double) -> Int { clampedInt((value + 0.5).rounded(.down)) }

  private static func clampedInt(_ value: Double) -> Int {
    let limit = Double(1 << 20)
    guard value.isFinite else { return value > 0 ? 1 << 20 : -(1 << 20) }
    return Int(min(max(value, -limit), limit))
  }
}
