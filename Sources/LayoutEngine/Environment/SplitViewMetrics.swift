/// The column widths of a `NavigationSplitView` at regular width.
package enum SplitViewMetrics {
  /// The sidebar's width on iPad: UISplitViewController's default primary column width in
  /// iOS 18 (measured from UIKit defaults, not in the HIG).
  package static let sidebarWidth = 320.0
  /// The middle (content) column of a three-column split view, the supplementary column's default.
  package static let contentWidth = 320.0

  /// The widths of the leading columns (wanting `leading`, each at most an equal share of
  /// `total` among the columns side by side: with the detail beside them, or among themselves
  /// over it) and then the detail in `total` points: beside them the detail takes the rest,
  /// under them (`beside` false) the whole width.
  package static func columnWidths(total: Double, leading: [Double], beside: Bool) -> [Double] {
    let share = total / Double(max(1, leading.count + (beside ? 1 : 0)))
    let widths = leading.map { min($0, share) }
    return widths + [beside ? max(0, total - widths.reduce(0, +)) : total]
  }
}
