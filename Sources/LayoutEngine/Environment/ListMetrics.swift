/// The numbers lists and forms are laid out with, each with its source (docs/LayoutEngine.md).
package enum ListMetrics {
  /// A row is at least this tall: the HIG's 44 x 44 pt minimum touch target.
  package static let minimumRowHeight = 44.0
  /// Space above and below a row's content: UIKit's default cell content margins, which put a
  /// 22 pt body line in a 44 pt row (iOS 18 UIKit defaults, not in the HIG).
  package static let rowVerticalInset = 11.0
  /// Row content inset from the card's edges, and the card's inset from the list's edges, in
  /// compact / regular width: UIKit's layout margins (16 pt compact, 20 pt regular; iOS 18
  /// UIKit defaults, not in the HIG).
  package static func horizontalInset(_ sizeClass: SizeClass) -> Double {
    sizeClass == .compact ? 16 : 20
  }
  /// Space above an inset-grouped section without a header, and below the last section (iOS 18
  /// UIKit default grouped section spacing, not in the HIG).
  package static let sectionSpacing = 35.0
  /// Space above a section header's text and between it and the first row (inset grouped).
  package static let headerTopInset = 16.0
  package static let headerBottomInset = 6.0
  /// Space between the last row and the footer's text.
  package static let footerTopInset = 6.0
  /// A plain list's section header bar is at least this tall (UIKit plain header; not in the HIG).
  package static let plainHeaderHeight = 28.0
}
