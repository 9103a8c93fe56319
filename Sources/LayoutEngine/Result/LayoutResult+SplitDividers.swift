extension LayoutResult {
  /// Where a split view draws its dividers: the x of the trailing edge of each shown column
  /// before the detail (UIKit's hairline between columns, and the edge of a column shown over
  /// the detail), for the split view at `index`; none when it shows one column.
  package func splitDividers(of index: Int) -> [Double] {
    let split = nodes[index]
    var columns: [(n: Int, frame: Rect)] = []
    for other in nodes[(index + 1)...] {
      if other.depth <= split.depth { break }
      if other.parent == index, case .child(let n) = other.role, !other.isHidden {
        columns.append((n, other.outerFrame))
      }
    }
    guard let detail = columns.max(by: { $0.n < $1.n }) else { return [] }
    return columns.filter { $0.n != detail.n }.map { column in
      split.layoutDirection == .rightToLeft ? column.frame.minX : column.frame.maxX
    }
  }
}
