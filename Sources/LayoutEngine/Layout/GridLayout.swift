/// `Grid`: cells in rows, every column as wide as its widest single-column cell; a child that is
/// not a bare `GridRow` spans every column.
struct GridLayout: LayoutAlgorithm {
  var alignment: Alignment
  var horizontalSpacing: Double
  var verticalSpacing: Double
  var columnCount: Int
  /// Per row, the columns each of its cells spans; `nil` for a row that spans the whole grid.
  var rows: [[Int]?]
  /// Per column, the horizontal alignment its one-column cells take instead of the grid's
  /// (`gridColumnAlignment`); `nil`, or a column past the end, the grid's.
  var columnAlignments: [HorizontalAlignment?] = []

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    tracks(node, p, in: &layouter).size
  }

  /// Cells in their slots at the grid's alignment; columns run from the leading edge.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let layout = tracks(node, proposal, in: &layouter)
    let fullWidth: Double? = columnCount > 0 ? layout.size.width : proposal.width
    var y = frame.minY
    for (r, row) in layouter.children(of: node).enumerated() {
      let height = layout.rows[r]
      let rowRect = Rect(x: frame.minX, y: y, width: frame.width, height: height)
      if let spans = rows[r] {
        // A grid row, which the grid lays out itself, gets the frame of its whole row.
        layouter.record(row, frame: rowRect, clip: clip)
        for slot in slots(row, spans: spans, columns: layout.columns, fullWidth: fullWidth, in: layouter) {
          let width = slot.width ?? 0
          let rect = Rect(
            x: frame.x(leading: slot.offset, width: width, direction), y: y, width: width, height: height)
          layouter.placeAligned(
            slot.cell, alignment(of: slot), offer: ProposedSize(width: width, height: height), in: rect,
            direction: direction, clip: clip)
        }
      } else {
        layouter.placeAligned(
          row, alignment, offer: ProposedSize(width: fullWidth ?? frame.width, height: height), in: rowRect,
          direction: direction, clip: clip)
      }
      y += height + verticalSpacing
    }
  }

  /// The alignment `slot`'s cell is placed with: its column's horizontal one when it fills one
  /// column that has one, else the grid's.
  private func alignment(of slot: GridSlot) -> Alignment {
    guard slot.span == 1, slot.column < columnAlignments.count, let horizontal = columnAlignments[slot.column]
    else { return alignment }
    return Alignment(horizontal: horizontal, vertical: alignment.vertical)
  }

  /// The grid's column widths, row heights and size for proposal `p`.
  ///
  /// Columns: each single-column cell is asked for its minimum, ideal and maximum width; a
  /// column's bounds are the largest of its cells'. Unspecified width gives the ideal widths,
  /// infinite the maximum ones, a concrete width is shared among the columns like a stack's
  /// length (least flexible first). Cells spanning several columns take the spanned width and do
  /// not widen columns. Rows work the same way vertically with every cell offered its slot's width.
  func tracks(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> GridTracks {
    let rowNodes = layouter.children(of: node)
    var minimums = [Double](repeating: 0, count: columnCount)
    var ideals = minimums
    var maximums = minimums
    for (r, row) in rowNodes.enumerated() {
      guard let spans = rows[r] else { continue }
      var column = 0
      for (k, cell) in layouter.children(of: row).enumerated() {
        if spans[k] == 1 {
          minimums[column] = max(
            minimums[column], layouter.size(cell, ProposedSize(width: 0, height: nil)).width)
          ideals[column] = max(ideals[column], layouter.size(cell, .unspecified).width)
          maximums[column] = max(
            maximums[column], layouter.size(cell, ProposedSize(width: .infinity, height: nil)).width)
        }
        column += spans[k]
      }
    }
    let spacingWidth = horizontalSpacing * Double(max(0, columnCount - 1))
    let columns = TrackDistribution.lengths(
      offer: p.width, spacing: spacingWidth, minimums: minimums, ideals: ideals, maximums: maximums)
    let fullWidth: Double? = columnCount > 0 ? columns.reduce(0, +) + spacingWidth : p.width

    var rowMinimums: [Double] = []
    var rowIdeals: [Double] = []
    var rowMaximums: [Double] = []
    var widest = fullWidth ?? 0
    for (r, row) in rowNodes.enumerated() {
      var low = 0.0
      var ideal = 0.0
      var high = 0.0
      for slot in slots(row, spans: rows[r], columns: columns, fullWidth: fullWidth, in: layouter) {
        low = max(low, layouter.size(slot.cell, ProposedSize(width: slot.width, height: 0)).height)
        let idealSize = layouter.size(slot.cell, ProposedSize(width: slot.width, height: nil))
        ideal = max(ideal, idealSize.height)
        if fullWidth == nil { widest = max(widest, idealSize.width) }
        high = max(high, layouter.size(slot.cell, ProposedSize(width: slot.width, height: .infinity)).height)
      }
      rowMinimums.append(low)
      rowIdeals.append(ideal)
      rowMaximums.append(high)
    }
    let spacingHeight = verticalSpacing * Double(max(0, rowNodes.count - 1))
    let heights = TrackDistribution.lengths(
      offer: p.height, spacing: spacingHeight, minimums: rowMinimums, ideals: rowIdeals, maximums: rowMaximums
    )
    return GridTracks(
      columns: columns, rows: heights,
      size: Size(width: fullWidth ?? widest, height: heights.reduce(0, +) + spacingHeight))
  }

  /// The cells of one grid row with the width each is offered and the column it starts in; a
  /// row that is not a `GridRow` is one cell as wide as the grid.
  private func slots(
    _ row: Int32, spans: [Int]?, columns: [Double], fullWidth: Double?, in layouter: Layouter
  ) -> [GridSlot] {
    guard let spans else {
      return [GridSlot(cell: row, column: 0, span: max(1, columns.count), offset: 0, width: fullWidth)]
    }
    var slots: [GridSlot] = []
    var column = 0
    var offset = 0.0
    for (k, cell) in layouter.children(of: row).enumerated() {
      let end = min(columns.count, column + spans[k])
      let width =
        columns[min(column, columns.count)..<end].reduce(0, +) + horizontalSpacing
        * Double(max(0, end - column - 1))
      slots.append(GridSlot(cell: cell, column: column, span: end - column, offset: offset, width: width))
      offset += width + horizontalSpacing
      column = end
    }
    return slots
  }
}

/// A grid's resolved tracks for one proposal: column widths, row heights and the grid's size.
struct GridTracks {
  var columns: [Double]
  var rows: [Double]
  var size: Size
}

/// One cell of a grid row: the internal node, its first column and how many it spans, its
/// distance from the grid's leading edge and the width it is offered (`nil` when the grid has no
/// width yet).
struct GridSlot {
  var cell: Int32
  var column: Int
  var span: Int
  var offset: Double
  var width: Double?
}

/// The layout value a grid cell passes its `Grid` with `gridColumnAlignment(_:)`: the horizontal
/// alignment of every cell in its column, as SwiftUI's cells tell their grid (the first cell of
/// a column that gives one wins).
package enum GridColumnAlignmentKey: LayoutValueKey {
  package static let defaultValue: HorizontalAlignment? = nil
}

extension Modifier {
  /// `gridColumnAlignment(_:)`: the alignment of the cells of this cell's column.
  package static func gridColumnAlignment(_ guide: HorizontalAlignment) -> Modifier {
    .layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }
}
