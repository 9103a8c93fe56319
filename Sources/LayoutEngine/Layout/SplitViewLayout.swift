/// `NavigationSplitView`: at regular width the shown leading columns at their widths, beside the
/// detail (which takes the rest) or over its leading side (the detail keeps the whole width and
/// is drawn only where they leave it uncovered), each column clipped to its rectangle; the
/// sidebar alone when `collapsed`.
struct SplitViewLayout: LayoutAlgorithm {
  /// One column at regular width.
  struct Column: Hashable {
    /// Its `navigationSplitViewColumnWidth`, if any.
    var width: Double?
    /// Whether it shows (hidden columns take no space and are not placed).
    var isShown: Bool
  }

  /// Compact width: only the first column (the sidebar) shows.
  var collapsed: Bool
  var arrangement: SplitViewSpec.Arrangement = .beside
  var columns: [Column] = []

  /// The offer (it fills its window); when asked for its ideal size, its shown columns at their
  /// widths and the tallest column.
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let children = layouter.children(of: node)
    guard let first = children.first else { return .zero }
    if collapsed { return layouter.size(first, p) }
    var height = 0.0
    let widths = columnWidths(p.width)
    for (k, column) in children.enumerated() where widths[k] != nil {
      height = max(height, layouter.size(column, ProposedSize(width: widths[k], height: p.height)).height)
    }
    let ideal = arrangement == .over ? widths.last!! : widths.reduce(0) { $0 + ($1 ?? 0) }
    return Size(width: p.width ?? ideal, height: p.height ?? height)
  }

  /// Columns from the leading edge (the sidebar on the right in right-to-left); over the detail,
  /// the detail is clipped to the part they leave.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let children = layouter.children(of: node)
    guard let first = children.first else { return }
    if collapsed {
      layouter.place(first, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
      return
    }
    let direction = layouter.direction(of: node)
    let widths = columnWidths(frame.width)
    var x = 0.0
    for (k, column) in children.enumerated() {
      guard let width = widths[k] else { continue }
      let isDetail = k == children.count - 1
      let leading = isDetail && arrangement == .over ? 0 : x
      let rect = Rect(
        x: frame.x(leading: leading, width: width, direction), y: frame.minY, width: width,
        height: frame.height)
      // Each column is drawn within its own rectangle; the detail under the leading columns only
      // where they leave it uncovered.
      var shown = rect
      if isDetail, arrangement == .over {
        shown = Rect(
          x: frame.x(leading: x, width: max(0, width - x), direction), y: frame.minY,
          width: max(0, width - x), height: frame.height)
      }
      let columnClip = clip.map { $0.intersection(shown) } ?? shown
      layouter.placeAligned(
        column, .center, offer: ProposedSize(rect.size), in: rect, direction: direction, clip: columnClip)
      x += width
    }
  }

  /// Each column's width in `total` points (`nil` for a hidden column): the shown leading columns
  /// at their own width or the default (at most an equal share of the shown columns), the detail
  /// the rest beside them or the whole width under them.
  func columnWidths(_ total: Double?) -> [Double?] {
    let shown = columns.indices.filter { columns[$0].isShown }
    let leading = shown.dropLast().map { n in
      columns[n].width ?? (n == 0 ? SplitViewMetrics.sidebarWidth : SplitViewMetrics.contentWidth)
    }
    let whole =
      total.flatMap { $0.isFinite ? $0 : nil }
      ?? leading.reduce(0, +) + (arrangement == .beside ? SplitViewMetrics.sidebarWidth : 0)
    let fitted = SplitViewMetrics.columnWidths(total: whole, leading: leading, beside: arrangement == .beside)
    var widths = [Double?](repeating: nil, count: columns.count)
    for (k, n) in shown.enumerated() { widths[n] = fitted[k] }
    return widths
  }
}
