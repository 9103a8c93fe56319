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
  /// The space above each section with `listSectionSpacing(.compact)`: Apple documents no
  /// number; 20 pt is an estimate, a little over half the default 35 (docs/LayoutFormat.md).
  package static let compactSectionSpacing = 20.0
  /// A section header with `headerProminence(.increased)`: title 3, bold, as written (Apple
  /// documents no font; iOS 17's increased header, as seen, not in the HIG).
  package static let prominentHeaderFont = Font(style: .title3, weight: .bold)
  /// Room a sidebar-style section header keeps at its trailing end for its disclosure chevron:
  /// a 13 pt chevron and 8 pt before it (UIKit's outline disclosure accessory; not in the HIG).
  package static let sidebarDisclosureWidth = 21.0
  /// Space between a row's content and its badge (the HIG's 8 pt standard spacing).
  package static let badgeSpacing = 8.0
}
