import LayoutEngine

/// The rows of a text's lines when its `HStack` aligns on a text baseline: each line on the row
/// just above its baseline, so texts of different sizes that share a baseline (a value and its
/// unit) read as one line. Elsewhere a line is drawn on the row of its middle, and two sizes
/// sharing a baseline have middles rows apart.
enum BaselineRows {
  /// The rows of `count` lines of `node`, or `nil` when it is not a text directly in an `HStack`
  /// aligned on a baseline (it is then drawn as any text is).
  static func rows(of node: RasterNode, lines count: Int) -> [Int]? {
    let placed = node.node
    guard count > 0, let parent = placed.parent, let font = placed.font,
      case .stack(.horizontal(let alignment, _, _)) = node.result.nodes[parent].element,
      alignment.isTextBaseline
    else { return nil }
    let frame = placed.frame
    let lineHeight = frame.height / Double(count)
    // Half a point above the baseline: a baseline on a row's edge belongs to the row above it.
    let offset = font.firstBaselineOffset(fontScale: placed.text?.fontScale ?? 1) - 0.5
    var rows: [Int] = []
    for index in 0..<count {
      let y = frame.minY + Double(index) * lineHeight + offset
      var row = node.viewport.cell(atX: frame.minX, y: y).row
      if let previous = rows.last, row <= previous { row = previous + 1 }
      rows.append(row)
    }
    return rows
  }
}
