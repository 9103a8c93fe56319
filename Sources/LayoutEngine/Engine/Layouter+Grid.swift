/// `Grid`: cells in rows, every column as wide as its widest single-column cell.
extension Layouter {
  /// A grid's column widths, row heights and size for proposal `p`.
  ///
  /// Columns: each single-column cell is asked for its minimum, ideal and maximum width; a
  /// column's bounds are the largest of its cells'. Unspecified width gives the ideal widths,
  /// infinite the maximum ones, a concrete width is shared among the columns like a stack's
  /// length (least flexible first). Cells spanning several columns take the spanned width and do
  /// not widen columns. Rows work the same way vertically with every cell offered its slot's width.
  mutating func gridLayout(_ index: Int32, _ shape: GridShape, _ p: ProposedSize) -> GridLayout {
    let rows = children(of: index)
    let columnCount = shape.columnCount
    var minimums = [Double](repeating: 0, count: columnCount)
    var ideals = minimums
    var maximums = minimums
    for (r, row) in rows.enumerated() {
      guard let spans = shape.rows[r] else { continue }
      var column = 0
      for (k, cell) in children(of: row).enumerated() {
        if spans[k] == 1 {
          minimums[column] = max(minimums[column], size(cell, ProposedSize(width: 0, height: nil)).width)
          ideals[column] = max(ideals[column], size(cell, .unspecified).width)
          maximums[column] = max(
            maximums[column], size(cell, ProposedSize(width: .infinity, height: nil)).width)
        }
        column += spans[k]
      }
    }
    let spacingWidth = shape.horizontalSpacing * Double(max(0, columnCount - 1))
    let columns: [Double]
    switch p.width {
    case nil: columns = ideals
    case let width? where width.isInfinite: columns = maximums
    case let width?:
      columns = TrackDistribution.lengths(
        available: width - spacingWidth, minimums: minimums, maximums: maximums)
    }
    let fullWidth: Double? = columnCount > 0 ? columns.reduce(0, +) + spacingWidth : p.width

    var rowMinimums: [Double] = []
    var rowIdeals: [Double] = []
    var rowMaximums: [Double] = []
    var widest = fullWidth ?? 0
    for (r, row) in rows.enumerated() {
      var low = 0.0
      var ideal = 0.0
      var high = 0.0
      for slot in gridSlots(row, spans: shape.rows[r], columns: columns, shape: shape, fullWidth: fullWidth) {
        low = max(low, size(slot.cell, ProposedSize(width: slot.width, height: 0)).height)
        let idealSize = size(slot.cell, ProposedSize(width: slot.width, height: nil))
        ideal = max(ideal, idealSize.height)
        if fullWidth == nil { widest = max(widest, idealSize.width) }
        high = max(high, size(slot.cell, ProposedSize(width: slot.width, height: .infinity)).height)
      }
      rowMinimums.append(low)
      rowIdeals.append(ideal)
      rowMaximums.append(high)
    }
    let spacingHeight = shape.verticalSpacing * Double(max(0, rows.count - 1))
    let heights: [Double]
    switch p.height {
    case nil: heights = rowIdeals
    case let height? where height.isInfinite: heights = rowMaximums
    case let height?:
      heights = TrackDistribution.lengths(
        available: height - spacingHeight, minimums: rowMinimums, maximums: rowMaximums)
    }
    return GridLayout(
      columns: columns, rows: heights,
      size: Size(width: fullWidth ?? widest, height: heights.reduce(0, +) + spacingHeight))
  }

  /// The cells of one grid row with the width each is offered and the column it starts in; a
  /// row that is not a `GridRow` is one cell as wide as the grid.
  func gridSlots(
    _ row: Int32, spans: [Int]?, columns: [Double], shape: GridShape, fullWidth: Double?
  ) -> [GridSlot] {
    guard let spans else { return [GridSlot(cell: row, column: 0, offset: 0, width: fullWidth)] }
    var slots: [GridSlot] = []
    var column = 0
    var offset = 0.0
    for (k, cell) in children(of: row).enumerated() {
      let end = min(columns.count, column + spans[k])
      let width =
        columns[min(column, columns.count)..<end].reduce(0, +) + shape.horizontalSpacing
        * Double(max(0, end - column - 1))
      slots.append(GridSlot(cell: cell, column: column, offset: offset, width: width))
      offset += width + shape.horizontalSpacing
      column = end
    }
    return slots
  }
}

/// A grid's resolved tracks for one proposal.
struct GridLayout {
  var columns: [Double]
  var rows: [Double]
  var size: Size
}

/// One cell of a grid row: the internal node, its first column, its distance from the grid's
/// leading edge and the width it is offered (`nil` when the grid has no width yet).
struct GridSlot {
  var cell: Int32
  var column: Int
  var offset: Double
  var width: Double?
}
