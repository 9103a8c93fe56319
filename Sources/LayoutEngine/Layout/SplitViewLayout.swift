/// `NavigationSplitView`: columns side by side at regular width (sidebar and content at their
/// default widths, the detail column takes the rest), the sidebar alone when `collapsed`.
struct SplitViewLayout: LayoutAlgorithm {
  /// Compact width: only the first column (the sidebar) shows.
  var collapsed: Bool

  /// The offer (it fills its window); when asked for its ideal size, its columns at their
  /// default widths and the tallest column.
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let columns = layouter.children(of: node)
    guard let first = columns.first else { return .zero }
    if collapsed { return layouter.size(first, p) }
    var height = 0.0
    let widths = columnWidths(node, p, in: layouter)
    for (k, column) in columns.enumerated() {
      height = max(height, layouter.size(column, ProposedSize(width: widths[k], height: p.height)).height)
    }
    return Size(width: p.width ?? widths.reduce(0, +), height: p.height ?? height)
  }

  /// Columns from the leading edge (the sidebar on the right in right-to-left).
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let columns = layouter.children(of: node)
    guard let first = columns.first else { return }
    if collapsed {
      layouter.place(first, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
      return
    }
    let direction = layouter.direction(of: node)
    let widths = columnWidths(node, ProposedSize(frame.size), in: layouter)
    var x = 0.0
    for (k, column) in columns.enumerated() {
      let rect = Rect(
        x: frame.x(leading: x, width: widths[k], direction), y: frame.minY, width: widths[k],
        height: frame.height)
      layouter.placeAligned(
        column, .center, offer: ProposedSize(rect.size), in: rect, direction: direction, clip: clip)
      x += widths[k]
    }
  }

  /// Each column's width for proposal `p`.
  private func columnWidths(_ node: Int32, _ p: ProposedSize, in layouter: Layouter) -> [Double] {
    let count = layouter.children(of: node).count
    let total =
      p.width.flatMap { $0.isFinite ? $0 : nil }
      ?? SplitViewMetrics.sidebarWidth * Double(count)
    return SplitViewMetrics.columnWidths(total: total, count: count)
  }
}
