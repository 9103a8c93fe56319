/// The column widths of a `NavigationSplitView` at regular width, shared by the engine and the
/// wireframe (which draws the dividers between columns).
package enum SplitViewMetrics {
  /// The sidebar's width on iPad: UISplitViewController's default primary column width in
  /// iOS 18 (measured from UIKit defaults, not in the HIG).
  package static let sidebarWidth = 320.0
  /// The middle (content) column of a three-column split view, the supplementary column's default.
  package static let contentWidth = 320.0

  /// The widths of `count` columns side by side in `total` points: the sidebar and content
  /// columns at their default widths (at most an equal share of `total`), the last (detail)
  /// column takes the rest.
  package static func columnWidths(total: Double, count: Int) -> [Double] {
    guard count > 1 else { return count == 1 ? [total] : [] }
    let share = total / Double(count)
    var widths: [Double] = []
    for n in 0..<(count - 1) {
      widths.append(min(n == 0 ? sidebarWidth : contentWidth, share))
    }
    widths.append(max(0, total - widths.reduce(0, +)))
    return widths
  }
}
