/// `LazyHGrid`: `LazyVGrid` turned on its side. Its `GridItem`s are rows resolved against the
/// offered height (`GridColumns`); cells fill columns top to bottom, columns leading to trailing;
/// each cell is offered its row's height and no width, a column is as wide as its widest cell,
/// and the grid is as wide as its columns whatever width it is offered (it scrolls sideways).
struct LazyHGridLayout: LayoutAlgorithm {
  var rows: [GridItem]
  /// Where each cell sits within its row.
  var alignment: VerticalAlignment
  /// The space between columns.
  var spacing: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    tracks(node, p, in: &layouter).size
  }

  /// Each cell in its row at the grid's alignment, centred horizontally in its column; right to
  /// left, the first column is the rightmost.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let layout = tracks(node, proposal, in: &layouter)
    let resolved = GridColumns.resolve(rows, height: proposal.height)
    guard !resolved.isEmpty else { return }
    let cellAlignment = Alignment(horizontal: .center, vertical: alignment)
    var x = 0.0
    var y = frame.minY
    for (k, cell) in layouter.children(of: node).enumerated() {
      let row = k % resolved.count
      let column = k / resolved.count
      if row == 0 && k > 0 {
        x += layout.columns[column - 1] + spacing
        y = frame.minY
      }
      let height = resolved[row].width
      let width = layout.columns[column]
      let rect = Rect(x: frame.x(leading: x, width: width, direction), y: y, width: width, height: height)
      layouter.placeAligned(
        cell, cellAlignment, offer: ProposedSize(width: nil, height: height), in: rect, direction: direction,
        clip: clip)
      y += height + resolved[row].spacing
    }
  }

  /// The grid's column widths, row heights and size for proposal `p`.
  func tracks(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> GridTracks {
    let resolved = GridColumns.resolve(rows, height: p.height)
    let cells = layouter.children(of: node)
    guard !resolved.isEmpty else { return GridTracks(columns: [], rows: [], size: .zero) }
    var columns: [Double] = []
    var columnWidth = 0.0
    for (k, cell) in cells.enumerated() {
      let row = k % resolved.count
      let s = layouter.size(cell, ProposedSize(width: nil, height: resolved[row].width))
      columnWidth = max(columnWidth, s.width)
      if row == resolved.count - 1 || k == cells.count - 1 {
        columns.append(columnWidth)
        columnWidth = 0
      }
    }
    let height = resolved.reduce(0) { $0 + $1.width } + resolved.dropLast().reduce(0) { $0 + $1.spacing }
    let width = columns.reduce(0, +) + spacing * Double(max(0, columns.count - 1))
    return GridTracks(columns: columns, rows: resolved.map(\.width), size: Size(width: width, height: height))
  }
}
