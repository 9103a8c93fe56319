import LayoutEngine

/// The rows where a list's labels will be written, with their columns, so its card edges and
/// separators can take a row no label is on: an edge drawn through a label's row leaves the label
/// a gap in the line (`╰ ♲ Trash ──╯`), which reads worse than the edge a row further out.
struct LabelRows {
  /// The columns of text on each row.
  private var spans: [Int: [Range<Int>]] = [:]

  /// The label rows of the nodes inside the list at `index`: each text line's row in its frame,
  /// across its frame's columns.
  init(of index: Int, in result: LayoutResult, viewport: Viewport) {
    let depth = result.nodes[index].depth
    var n = index + 1
    while n < result.nodes.count, result.nodes[n].depth > depth {
      defer { n += 1 }
      let node = result.nodes[n]
      guard !node.isHidden, let text = node.text, !text.lines.isEmpty, node.frame.height > 0 else { continue }
      let cells = viewport.cells(for: node.frame)
      for row in TextRasterizer.rows(forLines: text.lines.count, in: node.frame, viewport: viewport) {
        spans[row, default: []].append(cells.minColumn..<cells.maxColumn)
      }
    }
  }

  /// Whether a label lies on `row` within `columns` (or a column beside them).
  func holds(row: Int, _ columns: Range<Int>) -> Bool {
    let wider = (columns.lowerBound - 1)..<(columns.upperBound + 1)
    return spans[row]?.contains { $0.overlaps(wider) } ?? false
  }
}
