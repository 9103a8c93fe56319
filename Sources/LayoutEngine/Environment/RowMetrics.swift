/// The fixed numbers rows of a label and a value, pickers and steppers are laid out with, each
/// with where it comes from (docs/LayoutEngine.md lists them).
package enum RowMetrics {
  /// Space between a row's label and its value (SwiftUI's default spacing).
  package static let valueSpacing = 8.0
  /// Space between a label and the value under it at accessibility type sizes (an estimate
  /// after UIKit's value cells in accessibility categories, not in the HIG).
  package static let stackedValueSpacing = 4.0
  /// The trailing room of a disclosure chevron: UITableViewCell's indicator, about 8 pt wide
  /// (`chevron.forward` at the body size's footnote weight), after an 8-pt gap.
  package static let disclosureWidth = 16.0
  /// The trailing room of a menu picker's `chevron.up.chevron.down`, about 10 pt wide at footnote
  /// size, after a 6-pt gap.
  package static let menuIndicatorWidth = 16.0
  /// UISegmentedControl's height since iOS 13, and the padding either side of a segment's title.
  package static let segmentedHeight = 32.0
  package static let segmentPadding = 8.0
  /// UIPickerView's default height, and the height of one of its rows.
  package static let wheelHeight = 216.0
  package static let wheelRowHeight = 32.0
  /// An inline picker's option row: the HIG's 44-pt minimum row, the checkmark's room as a
  /// disclosure chevron's.
  package static let optionRowHeight = 44.0
  /// UIStepper's intrinsic size since iOS 13.
  package static let stepperSize = Size(width: 94, height: 32)
}
