/// `NavigationSplitView`: columns side by side at regular width, the sidebar alone at compact width.
extension Layouter {
  /// The split view's size: the offer (it fills its window); when asked for its ideal size, its
  /// columns' ideal widths at their default widths and the tallest column.
  mutating func splitViewSize(_ index: Int32, collapsed: Bool, _ p: ProposedSize) -> Size {
    let columns = children(of: index)
    guard let first = columns.first else { return .zero }
    if collapsed { return size(first, p) }
    var height = 0.0
    let widths = splitColumnWidths(index, p)
    for (k, column) in columns.enumerated() {
      height = max(height, size(column, ProposedSize(width: widths[k], height: p.height)).height)
    }
    return Size(width: p.width ?? widths.reduce(0, +), height: p.height ?? height)
  }

  /// Each column's width for proposal `p`.
  func splitColumnWidths(_ index: Int32, _ p: ProposedSize) -> [Double] {
    let count = children(of: index).count
    let total =
      p.width.flatMap { $0.isFinite ? $0 : nil }
      ?? SplitViewMetrics.sidebarWidth * Double(count)
    return SplitViewMetrics.columnWidths(total: total, count: count)
  }
}
