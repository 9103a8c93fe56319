/// `LazyVGrid` and `LazyHGrid`: one algorithm on an abstract axis, the one the grid grows along
/// and scrolls on (`.vertical` for a `LazyVGrid`). Its `GridItem`s are tracks across that axis,
/// resolved against the offer on the cross axis (`GridColumns`: a `LazyVGrid`'s columns for the
/// width, a `LazyHGrid`'s rows for the height). Cells fill a line of tracks leading to trailing
/// (top to bottom), lines follow along the axis; each cell is offered its track's extent and
/// nothing along the axis (its ideal length), and a line is as long as its longest cell. The grid
/// is as long as its lines whatever it is offered along the axis: it scrolls, it does not squeeze.
struct LazyGridLayout: LayoutAlgorithm {
  /// The axis lines follow each other on.
  var axis: Axis
  /// The tracks across `axis`: a `LazyVGrid`'s columns, a `LazyHGrid`'s rows.
  var items: [GridItem]
  /// Where each cell sits in its cell's space: at the grid's alignment across the axis (SwiftUI:
  /// "the guide for aligning the child views within the space allocated for a given cell"),
  /// centred along it.
  var cellAlignment: Alignment
  /// The space between lines.
  var spacing: Double

  /// A `LazyVGrid`: rows of `columns`, each cell at `alignment` in its column.
  static func vertical(columns: [GridItem], alignment: HorizontalAlignment, spacing: Double) -> LazyGridLayout
  {
    LazyGridLayout(
      axis: .vertical, items: columns, cellAlignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
  }

  /// A `LazyHGrid`: columns of `rows`, each cell at `alignment` in its row.
  static func horizontal(rows: [GridItem], alignment: VerticalAlignment, spacing: Double) -> LazyGridLayout {
    LazyGridLayout(
      axis: .horizontal, items: rows, cellAlignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
  }

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    tracks(node, p, in: &layouter).size
  }

  /// Each cell in its line and track at `cellAlignment`; right to left, the first horizontal
  /// track or line is the rightmost. Vertical offsets run from the frame's top and horizontal
  /// ones from its leading edge (`Rect.x(leading:width:_:)`).
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let layout = tracks(node, proposal, in: &layouter)
    let resolved = GridColumns.resolve(items, width: proposal[axis.cross])
    guard !resolved.isEmpty else { return }
    let lines = axis == .vertical ? layout.rows : layout.columns
    let start = (along: axis == .vertical ? frame.minY : 0, across: axis == .vertical ? 0 : frame.minY)
    var along = start.along
    var across = start.across
    for (k, cell) in layouter.children(of: node).enumerated() {
      let track = k % resolved.count
      let line = k / resolved.count
      if track == 0 && k > 0 {
        along += lines[line - 1] + spacing
        across = start.across
      }
      let breadth = resolved[track].width
      var offer = ProposedSize(width: nil, height: nil)
      offer[axis.cross] = breadth
      let rect =
        axis == .vertical
        ? Rect(
          x: frame.x(leading: across, width: breadth, direction), y: along, width: breadth,
          height: lines[line])
        : Rect(
          x: frame.x(leading: along, width: lines[line], direction), y: across, width: lines[line],
          height: breadth)
      layouter.placeAligned(cell, cellAlignment, offer: offer, in: rect, direction: direction, clip: clip)
      across += breadth + resolved[track].spacing
    }
  }

  /// The grid's column widths, row heights and size for proposal `p`: the resolved tracks
  /// across the axis with their spacing, and each line as long as its longest cell, with
  /// `spacing` between lines.
  func tracks(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> GridTracks {
    let resolved = GridColumns.resolve(items, width: p[axis.cross])
    let cells = layouter.children(of: node)
    guard !resolved.isEmpty else { return GridTracks(columns: [], rows: [], size: .zero) }
    var lines: [Double] = []
    var length = 0.0
    for (k, cell) in cells.enumerated() {
      let track = k % resolved.count
      var offer = ProposedSize(width: nil, height: nil)
      offer[axis.cross] = resolved[track].width
      length = max(length, layouter.size(cell, offer)[axis])
      if track == resolved.count - 1 || k == cells.count - 1 {
        lines.append(length)
        length = 0
      }
    }
    var size = Size.zero
    size[axis.cross] =
      resolved.reduce(0) { $0 + $1.width } + resolved.dropLast().reduce(0) { $0 + $1.spacing }
    size[axis] = lines.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
    let breadths = resolved.map(\.width)
    return axis == .vertical
      ? GridTracks(columns: breadths, rows: lines, size: size)
      : GridTracks(columns: lines, rows: breadths, size: size)
  }
}
