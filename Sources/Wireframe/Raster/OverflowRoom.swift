import LayoutEngine

/// The columns a node's text may spill into when the terminal's columns are too coarse for it.
///
/// A frame of 40 pt spans 3 columns at 12 pt a column, so "Inbox" would read "In›" even with
/// empty cells beside it. A line cut only by the cells (never one the layout truncated with `…`)
/// may run past its frame's edge in its reading direction, into cells that lie inside its
/// enclosing container (on each side, the nearest ancestor reaching past the node's edge) and
/// inside the node's clip,
/// that no other drawn leaf covers (`Occupancy`), and that hold nothing drawn before it but a
/// fill, a guide or a horizontal line that gives way to labels (a separator, a card's or a bar's
/// edge: `LabelLayer`); vertical outlines, corners and a split view's divider stay whole. When
/// its reading direction lacks room it also grows the other way, if that makes it whole.
/// It stops one column short of anything in its way, so a word never runs into a neighbour.
struct OverflowRoom {
  /// Which leaf covers each cell.
  let occupancy: Occupancy
  /// The node whose text this is.
  let node: Int
  /// The node's own cells.
  let own: CellRect
  /// The columns the text may reach: the enclosing container's, within the node's clip.
  let bounds: Range<Int>

  /// A room from its parts.
  init(occupancy: Occupancy, node: Int, own: CellRect, bounds: Range<Int>) {
    self.occupancy = occupancy
    self.node = node
    self.own = own
    self.bounds = bounds
  }

  /// The room of node `index` of `result`, drawn through `viewport` within `clip`. Each side's
  /// limit is the edge of the nearest ancestor that reaches past the node's edge on that side (the
  /// row, the stack, the cell), so a name in a narrow `VStack` beside an image can still grow to
  /// the right into the row around them.
  init(_ index: Int, of result: LayoutResult, occupancy: Occupancy, viewport: Viewport, clip: CellRect) {
    let own = viewport.cells(for: result.nodes[index].frame)
    var lower: Int?
    var upper: Int?
    var parent = result.nodes[index].parent
    while let ancestor = parent, lower == nil || upper == nil {
      // The space the ancestor takes in its own parent: its padding and flexible frame are its too.
      let inner = viewport.cells(for: result.nodes[ancestor].frame)
      let outer = viewport.cells(for: result.nodes[ancestor].outerFrame)
      let cells = CellRect(
        minColumn: min(inner.minColumn, outer.minColumn), minRow: inner.minRow,
        maxColumn: max(inner.maxColumn, outer.maxColumn), maxRow: inner.maxRow)
      if lower == nil, cells.minColumn < own.minColumn { lower = cells.minColumn }
      if upper == nil, cells.maxColumn > own.maxColumn { upper = cells.maxColumn }
      parent = result.nodes[ancestor].parent
    }
    let low = max(lower ?? own.minColumn, clip.minColumn)
    let high = max(low, min(upper ?? own.maxColumn, clip.maxColumn))
    self.init(occupancy: occupancy, node: index, own: own.intersection(clip), bounds: low..<high)
  }

  /// The columns a line of `width` columns gets on `row`, given its frame's `columns` and the side
  /// it hugs: `columns` itself when the line fits, else grown past the edge the line reads towards
  /// (both edges when centred, evenly where there is room) by as much as the line needs and the
  /// free cells allow. Cells are free by `Occupancy` and by what `canvas` already shows there.
  func columns(
    for width: Int, row: Int, in columns: Range<Int>, side: TextPlacement.Side, canvas: Canvas
  ) -> Range<Int> {
    let extra = width - max(1, columns.count)
    guard extra > 0, !columns.isEmpty else { return columns }
    var right = freeRun(from: columns.upperBound, step: 1, row: row, canvas: canvas)
    var left = freeRun(from: columns.lowerBound - 1, step: -1, row: row, canvas: canvas)
    // The reading direction first; the other way only for what that side lacks, and only when
    // that makes the line whole (a line still cut keeps its edge, aligned with its neighbours).
    switch side {
    case .left: left = right + left >= extra ? max(0, extra - right) : 0
    case .right: right = right + left >= extra ? max(0, extra - left) : 0
    case .center: break
    }
    var takeLeft = side == .center ? min(left, extra / 2) : min(left, extra)
    let takeRight = min(right, extra - takeLeft)
    takeLeft = min(left, extra - takeRight)
    return (columns.lowerBound - takeLeft)..<(columns.upperBound + takeRight)
  }

  /// The columns a label may take on `row` when it shares the row with others (`RowShare`):
  /// `inner` (the free part of its frame's columns) grown past the frame's edges it reaches, on
  /// each side, over the cells free for it, where the leaves in `sharing` (the nodes of the row's
  /// other such labels, which share these cells) count as free unless filled, and up to a cell
  /// `isTaken` marks (a label already written, or beside one); a blank column short of whatever
  /// else stops it that shows something.
  func reach(
    _ inner: Range<Int>, of frame: Range<Int>, row: Int, canvas: Canvas, sharing: Set<Int>,
    isTaken: (Int) -> Bool
  ) -> Range<Int> {
    guard !inner.isEmpty else { return inner }
    func run(from start: Int, step: Int) -> Int {
      var column = start
      while bounds.contains(column), !isTaken(column),
        isFree(column: column, row: row, canvas: canvas, sharing: sharing)
      {
        column += step
      }
      let run = abs(column - start)
      if isTaken(column) || isFree(column: column, row: row, canvas: canvas, sharing: sharing) { return run }
      return max(0, run - 1)
    }
    let left = inner.lowerBound == frame.lowerBound ? run(from: inner.lowerBound - 1, step: -1) : 0
    let right = inner.upperBound == frame.upperBound ? run(from: inner.upperBound, step: 1) : 0
    return (inner.lowerBound - left)..<(inner.upperBound + right)
  }

  /// How many free columns follow `start` on `row` going by `step`, up to the bounds; one fewer
  /// when the cell that stops the run shows something (a neighbour, an outline, the bezel), so a
  /// blank column stays between the text and it.
  private func freeRun(from start: Int, step: Int, row: Int, canvas: Canvas) -> Int {
    var column = start
    while bounds.contains(column), isFree(column: column, row: row, canvas: canvas) { column += step }
    let run = abs(column - start)
    return isFree(column: column, row: row, canvas: canvas) ? run : max(0, run - 1)
  }

  /// Whether the cell is free: no other leaf covers it and the canvas shows nothing but a blank, a
  /// fill or a guide there.
  private func isFree(column: Int, row: Int, canvas: Canvas, sharing: Set<Int> = []) -> Bool {
    guard canvas.contains(column: column, row: row) else { return false }
    let cell = canvas[column, row]
    if !occupancy.isFree(column: column, row: row, for: node, own: own) {
      // A neighbour whose label shares this row: its blank cells are the row's, not a filled button's.
      guard let owner = occupancy.owner(column: column, row: row), sharing.contains(owner),
        cell.role != .controlFill
      else { return false }
    }
    guard !cell.isContinuation else { return false }
    if cell.character == " " || cell.role == .fill || cell.role == .safeArea { return true }
    // A separator, a card's or a bar's edge running along the row gives way (`LabelLayer`).
    return LabelLayer.isYieldingLine(cell)
  }
}
