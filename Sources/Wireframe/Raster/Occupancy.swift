import LayoutEngine

/// Which drawn leaf (or list) covers each cell of the canvas, built once per rasterization, so a text line
/// that the terminal's coarse columns cut can tell in constant time per cell whether the cells
/// beside its frame belong to a neighbour (and must stay untouched) or are free to overflow into.
///
/// Each cell records the topmost drawn leaf over it (the last in paint order). Filling runs front
/// to back and skips cells already owned, through a "next free column" link per row, so the cost
/// is linear in cells plus the rows the leaves span, however much the leaves overlap.
struct Occupancy {
  /// The canvas width the map covers.
  let columns: Int
  /// The canvas height the map covers.
  let rows: Int
  /// The topmost drawn leaf over each cell (row-major), or -1 when none.
  private var owners: [Int]
  /// The visible cells of each drawn leaf (only they are in it).
  private var leafCells: [Int: CellRect]

  /// An empty map: no cell is owned.
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    owners = Array(repeating: -1, count: self.columns * self.rows)
    leafCells = [:]
  }

  /// The map of `result`'s drawn leaves, painted in `order`, each clipped as it will be drawn
  /// (`Occupancy.clip(of:viewport:window:)`), on a canvas of `columns` by `rows`. `hasChildren`
  /// says which nodes have children (`Occupancy.hasChildren(_:)`, or the drawing's
  /// `VisibleSubtrees`, which finds it in its pass).
  init(
    _ result: LayoutResult, order: [Int], viewport: Viewport, window: CellRect, columns: Int, rows: Int,
    hasChildren: [Bool]? = nil
  ) {
    self.init(columns: columns, rows: rows)
    let hasChildren = hasChildren ?? Self.hasChildren(result)
    let bounds = CellRect(minColumn: 0, minRow: 0, maxColumn: self.columns, maxRow: self.rows)
    for index in order {
      let node = result.nodes[index]
      guard !node.isHidden, node.role != .background, Self.claims(node, hasChildren: hasChildren[index])
      else { continue }
      leafCells[index] = viewport.cells(for: node.frame)
        .intersection(Self.clip(of: node, viewport: viewport, window: window)).intersection(bounds)
    }
    // Front to back: the first leaf to claim a cell is the topmost one.
    var next = [Int](repeating: 0, count: self.rows * (self.columns + 1))
    for row in 0..<self.rows {
      for column in 0...self.columns { next[row * (self.columns + 1) + column] = column }
    }
    for index in order.reversed() {
      // An empty intersection keeps the leaf's own corner, which may lie past the canvas's edge:
      // walking its rows would then write into the next row's cells and links.
      guard let cells = leafCells[index], !cells.isEmpty else { continue }
      for row in cells.minRow..<cells.maxRow {
        var column = Self.free(from: cells.minColumn, row: row, columns: self.columns, next: &next)
        while column < cells.maxColumn {
          owners[row * self.columns + column] = index
          next[row * (self.columns + 1) + column] = column + 1
          column = Self.free(from: column + 1, row: row, columns: self.columns, next: &next)
        }
      }
    }
  }

  /// For each node of `result`, whether it has children (backgrounds and overlays aside).
  static func hasChildren(_ result: LayoutResult) -> [Bool] {
    var hasChildren = [Bool](repeating: false, count: result.nodes.count)
    // Fields read in place: copying each node would retain everything it holds.
    let nodes = result.nodes
    for index in nodes.indices {
      if let parent = nodes[index].parent, case .child = nodes[index].role { hasChildren[parent] = true }
    }
    return hasChildren
  }

  /// The topmost drawn leaf over a cell, `nil` when none (or outside the map).
  func owner(column: Int, row: Int) -> Int? {
    guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
    let owner = owners[row * columns + column]
    return owner < 0 ? nil : owner
  }

  /// Whether a cell is free for the text of leaf `node`, whose cells are `own`: no leaf covers it,
  /// or the leaf is `node` itself, or a backdrop whose cells hold all of `own` (a shape the text
  /// sits on, as in a `ZStack`, is not a neighbour).
  func isFree(column: Int, row: Int, for node: Int, own: CellRect) -> Bool {
    guard let owner = owner(column: column, row: row), owner != node else { return true }
    guard let cells = leafCells[owner] else { return true }
    return cells.intersection(own) == own && !own.isEmpty
  }

  /// Whether `node` claims its cells: a leaf that draws, or an element that draws a backdrop
  /// behind its children (a list, whose cards and separators are drawn before its rows and would
  /// cut through text that ran into it from outside; to the list's own rows it is a backdrop, so
  /// they still use its free cells).
  static func claims(_ node: PlacedNode, hasChildren: Bool) -> Bool {
    let traits = node.element.traits
    return traits.contains(.drawsBackdrop) || (!hasChildren && traits.contains(.drawsContent))
  }

  /// The cells `node` may touch: the window, narrowed by the node's clip (a scroll view's).
  static func clip(of node: PlacedNode, viewport: Viewport, window: CellRect) -> CellRect {
    node.clip.map { viewport.cells(for: $0).intersection(window) } ?? window
  }

  /// The first column at or after `column` on `row` that no leaf has claimed yet, shortening the
  /// links it follows so later look-ups jump straight there.
  private static func free(from column: Int, row: Int, columns: Int, next: inout [Int]) -> Int {
    let base = row * (columns + 1)
    var found = min(max(column, 0), columns)
    while next[base + found] != found { found = next[base + found] }
    var step = min(max(column, 0), columns)
    while next[base + step] != step {
      let following = next[base + step]
      next[base + step] = found
      step = following
    }
    return found
  }
}
