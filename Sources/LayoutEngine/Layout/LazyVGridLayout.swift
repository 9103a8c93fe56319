/// `LazyVGrid`: cells fill rows of resolved columns (`GridColumns`) leading to trailing, rows top
/// to bottom; the grid is as tall as its rows whatever height it is offered (it scrolls, it does
/// not squeeze).
struct LazyVGridLayout: LayoutAlgorithm {
  var columns: [GridItem]
  /// Where each cell sits within its column.
  var alignment: HorizontalAlignment
  /// The space between rows.
  var spacing: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    tracks(node, p, in: &layouter).size
  }

  /// Each cell in its column at the grid's alignment (SwiftUI: "the guide for aligning the child
  /// views within the space allocated for a given cell"), centred vertically in its row.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let layout = tracks(node, proposal, in: &layouter)
    let resolved = GridColumns.resolve(columns, width: proposal.width)
    guard !resolved.isEmpty else { return }
    let cellAlignment = Alignment(horizontal: alignment, vertical: .center)
    var y = frame.minY
    var x = 0.0
    for (k, cell) in layouter.children(of: node).enumerated() {
      let column = k % resolved.count
      let row = k / resolved.count
      if column == 0 && k > 0 {
        y += layout.rows[row - 1] + spacing
        x = 0
      }
      let width = resolved[column].width
      let rect = Rect(
        x: frame.x(leading: x, width: width, direction), y: y, width: width, height: layout.rows[row])
      layouter.placeAligned(
        cell, cellAlignment, offer: ProposedSize(width: width, height: nil), in: rect, direction: direction,
        clip: clip)
      x += width + resolved[column].spacing
    }
  }

  /// The grid's columns, row heights and size for proposal `p`. Each cell is offered its
  /// column's width and no height (its ideal height); a row is as tall as its tallest cell. The
  /// grid is as wide as its columns and spacing, and as tall as its rows and the row spacing.
  func tracks(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> GridTracks {
    let resolved = GridColumns.resolve(columns, width: p.width)
    let cells = layouter.children(of: node)
    guard !resolved.isEmpty else { return GridTracks(columns: [], rows: [], size: .zero) }
    var rows: [Double] = []
    var rowHeight = 0.0
    for (k, cell) in cells.enumerated() {
      let column = k % resolved.count
      let s = layouter.size(cell, ProposedSize(width: resolved[column].width, height: nil))
      rowHeight = max(rowHeight, s.height)
      if column == resolved.count - 1 || k == cells.count - 1 {
        rows.append(rowHeight)
        rowHeight = 0
      }
    }
    let width =
      resolved.reduce(0) { $0 + $1.width } + resolved.dropLast().reduce(0) { $0 + $1.spacing }
    let height = rows.reduce(0, +) + spacing * Double(max(0, rows.count - 1))
    return GridTracks(columns: resolved.map(\.width), rows: rows, size: Size(width: width, height: height))
  }
}
