import LayoutEngine

/// Draws the elements of one family (`Shape`, `Control`, `Listing`, …): one conforming type per
/// family, in a file of its own, called by `NodeRasterizer`'s one switch.
protocol ElementRasterizer {
  /// The family's payload type.
  associatedtype Family

  /// Draws `family`, the element of `node`, onto `painter`, whose clip the caller has set to
  /// what the node may touch.
  static func draw(_ family: Family, _ node: RasterNode, into painter: inout Painter)
}

/// One laid-out node being drawn: the node, where it stands in the result (lists and split views
/// look at their children), the viewport and the node's own cells.
struct RasterNode {
  let index: Int
  let result: LayoutResult
  let viewport: Viewport
  /// The node's frame in cells.
  let cells: CellRect

  init(_ index: Int, of result: LayoutResult, viewport: Viewport) {
    self.index = index
    self.result = result
    self.viewport = viewport
    cells = viewport.cells(for: result.nodes[index].frame)
  }

  /// The placed node.
  var node: PlacedNode { result.nodes[index] }

  /// The row of the frame's centre, within its cells: a row's icon, title and switch, centred on
  /// one line in the layout, land on one row whatever their heights round to.
  var centreRow: Int {
    let frame = node.frame
    let row = viewport.cell(atX: frame.midX, y: frame.midY).row
    return min(max(row, cells.minRow), max(cells.minRow, cells.maxRow - 1))
  }

  /// The node's cells with rows from its height alone (`Viewport.steadyCells(for:)`): what a
  /// control whose form depends on its height is drawn in.
  var steadyCells: CellRect { viewport.steadyCells(for: node.frame) }

  /// The columns text may use: the node's, at least one.
  var textColumns: Range<Int> { cells.minColumn..<max(cells.maxColumn, cells.minColumn + 1) }
}
