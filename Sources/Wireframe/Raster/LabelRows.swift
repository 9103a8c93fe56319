import LayoutEngine

/// The rows where labels will be written, with their columns, so a list's card edges and
/// separators, and a divider, can take a row no label is on: an edge drawn through a label's row
/// leaves the label a gap in the line (`╰ ♲ Trash ──╯`), and a divider through it runs into the
/// row's text (`◠ Wi-Fi ──── (━●)`), both of which read worse than the line a row further out.
///
/// A picture's box (a photo, an image still loading) counts as well, on every row it spans: a
/// card's edge drawn on its bottom row reads as one line with it (`╰─└──┘──╯`).
struct LabelRows {
  /// The columns of text on each row.
  private var spans: [Int: [Range<Int>]] = [:]

  /// The label rows of the nodes inside the list at `index`: each text line's row in its frame,
  /// across its frame's columns.
  init(of index: Int, in result: LayoutResult, viewport: Viewport) {
    let depth = result.nodes[index].depth
    add((index + 1)..<subtreeEnd(of: index, in: result, depth: depth), in: result, viewport: viewport)
  }

  /// The label rows of the nodes `indices` and everything inside them.
  init(subtrees indices: [Int], in result: LayoutResult, viewport: Viewport) {
    for index in indices {
      add(
        index..<subtreeEnd(of: index, in: result, depth: result.nodes[index].depth), in: result,
        viewport: viewport)
    }
  }

  /// The index after the last node inside node `index`.
  private func subtreeEnd(of index: Int, in result: LayoutResult, depth: Int) -> Int {
    var n = index + 1
    while n < result.nodes.count, result.nodes[n].depth > depth { n += 1 }
    return n
  }

  /// Adds the label rows of the nodes `range` (each text line's row across its frame's columns,
  /// every row of a picture's box).
  private mutating func add(_ range: Range<Int>, in result: LayoutResult, viewport: Viewport) {
    for n in range {
      let node = result.nodes[n]
      guard !node.isHidden, node.frame.height > 0 else { continue }
      let cells = viewport.cells(for: node.frame)
      if case .picture(let picture) = node.element, picture.drawsBox, cells.height >= 2 {
        // Only the canvas's rows: a picture millions of points tall marks no more than it shows.
        let first = max(cells.minRow, 0)
        for row in first..<max(first, min(cells.maxRow, viewport.rows)) {
          spans[row, default: []].append(cells.minColumn..<cells.maxColumn)
        }
        continue
      }
      guard let text = node.text, !text.lines.isEmpty else { continue }
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

  /// The rows that hold a label within `columns` (or a column beside them).
  func rows(_ columns: Range<Int>) -> [Int] {
    spans.keys.filter { holds(row: $0, columns) }
  }
}
