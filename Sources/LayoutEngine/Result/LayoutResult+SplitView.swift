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
        // The column's rectangle is its clip (its content may be narrower, centred in it).
        columns.append((n, other.clip ?? other.outerFrame))
      }
    }
    guard let detail = columns.max(by: { $0.n < $1.n }) else { return [] }
    return columns.filter { $0.n != detail.n }.map { column in
      split.layoutDirection == .rightToLeft ? column.frame.minX : column.frame.maxX
    }
  }

  /// Whether the node at `index` is in the sidebar column of a split view laid out at regular
  /// width: inside its first column while its detail shows (at compact width every column but
  /// the sidebar is hidden).
  package func isInSidebarColumn(_ index: Int) -> Bool {
    var child = index
    while let parent = nodes[child].parent {
      if case .navigation(.splitView) = nodes[parent].element {
        guard case .child(0) = nodes[child].role else { return false }
        var detail: Int?
        for n in (parent + 1)..<nodes.count {
          if nodes[n].depth <= nodes[parent].depth { break }
          if nodes[n].parent == parent, case .child = nodes[n].role { detail = n }
        }
        guard let detail, detail != child else { return false }
        return !nodes[detail].isHidden
      }
      child = parent
    }
    return false
  }
}
