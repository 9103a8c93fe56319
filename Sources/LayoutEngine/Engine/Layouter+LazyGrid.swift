/// `LazyVGrid`: cells fill rows of resolved columns left to right, rows top to bottom.
extension Layouter {
  /// The grid's columns, row heights and size for proposal `p`. Each cell is offered its
  /// column's width and no height (its ideal height); a row is as tall as its tallest cell. The
  /// grid is as wide as its columns and spacing, and as tall as its rows and the row spacing,
  /// whatever height it is offered (the grid scrolls, it does not squeeze).
  mutating func lazyGridLayout(_ index: Int32, _ shape: LazyGridShape, _ p: ProposedSize) -> GridLayout {
    let columns = GridColumns.resolve(shape.columns, width: p.width)
    let cells = children(of: index)
    guard !columns.isEmpty else { return GridLayout(columns: [], rows: [], size: .zero) }
    var rows: [Double] = []
    var rowHeight = 0.0
    for (k, cell) in cells.enumerated() {
      let column = k % columns.count
      let s = size(cell, ProposedSize(width: columns[column].width, height: nil))
      rowHeight = max(rowHeight, s.height)
      if column == columns.count - 1 || k == cells.count - 1 {
        rows.append(rowHeight)
        rowHeight = 0
      }
    }
    let width =
      columns.reduce(0) { $0 + $1.width } + columns.dropLast().reduce(0) { $0 + $1.spacing }
    let height = rows.reduce(0, +) + shape.spacing * Double(max(0, rows.count - 1))
    return GridLayout(columns: columns.map(\.width), rows: rows, size: Size(width: width, height: height))
  }
}
