import LayoutEngine

/// Draws dividers as a line along their longer side; spacers draw nothing.
///
/// A horizontal divider never runs through its neighbours' text: at a coarse scale (Apple TV, a
/// 1/3 Split View, compare mode) the row of its frame's centre can be the row the sibling above
/// or below writes a label on, and the line then reads as part of that row (`◠ Wi-Fi ──── (━●)`).
/// It takes the nearest row between the two siblings' labels instead, and is left out when there
/// is none: a line through a row, or on the wrong side of it, misleads more than no line.
enum SpacingRasterizer: ElementRasterizer {
  static func draw(_ family: Spacing, _ node: RasterNode, into painter: inout Painter) {
    guard case .divider = family else { return }
    let cells = node.cells
    if node.node.frame.height > node.node.frame.width {
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: cells.midColumn, with: painter.glyphs.dividerVertical,
        role: .divider)
    } else {
      let columns = cells.minColumn..<cells.maxColumn
      guard let row = freeRow(for: node, columns: columns) else { return }
      painter.horizontalLine(columns, row: row, with: painter.glyphs.dividerHorizontal, role: .divider)
    }
  }

  /// The row a horizontal divider takes: its centre row, else the row beside it towards its
  /// frame's centre, else the other, the first that lies below every label of the sibling before
  /// it and above every label of the sibling after it (within its columns; a sibling without
  /// text by its centre row); `nil` for none.
  static func freeRow(for node: RasterNode, columns: Range<Int>) -> Int? {
    let row = node.cells.midRow
    let (before, after) = neighbours(of: node.index, in: node.result)
    // A sibling's label rows; one without text (a slider's row) takes the row of its centre.
    func labelRows(_ index: Int?) -> [Int] {
      guard let index else { return [] }
      let rows = LabelRows(subtrees: [index], in: node.result, viewport: node.viewport).rows(columns)
      let sibling = node.result.nodes[index]
      guard rows.isEmpty, !sibling.isHidden, sibling.frame.height > 0 else { return rows }
      return [node.viewport.cells(for: sibling.frame).midRow]
    }
    let above = labelRows(before).max() ?? Int.min
    let below = labelRows(after).min() ?? Int.max
    // Which half of the row the divider's centre lies in says which neighbouring row is nearer.
    let nearer = node.viewport.row(atY: node.node.frame.midY) - Double(row) < 0.5 ? row - 1 : row + 1
    return [row, nearer, 2 * row - nearer].first { $0 > above && $0 < below }
  }

  /// The siblings just before and after node `index`: the nodes whose labels a divider separates.
  static func neighbours(of index: Int, in result: LayoutResult) -> (before: Int?, after: Int?) {
    let nodes = result.nodes
    let node = nodes[index]
    var found: (before: Int?, after: Int?) = (nil, nil)
    // Before: the nearest earlier node at the same depth with the same parent (its subtree ends
    // right before this node).
    var n = index - 1
    while n >= 0, nodes[n].depth > node.depth { n -= 1 }
    if n >= 0, nodes[n].depth == node.depth, nodes[n].parent == node.parent { found.before = n }
    // After: past this node's own subtree (its background or overlay).
    n = index + 1
    while n < nodes.count, nodes[n].depth > node.depth { n += 1 }
    if n < nodes.count, nodes[n].depth == node.depth, nodes[n].parent == node.parent { found.after = n }
    return found
  }
}
