// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from
// Data/HIG/text-styles-mac.csv (the HIG macOS built-in text styles).

/// The HIG macOS text styles as data: one size per style, since macOS has no Dynamic Type
/// (Body is 13 pt on 16-pt lines).
enum MacTypeTable {
  typealias Entry = DynamicTypeTable.Entry

  /// The HIG's macOS style names, in the table's order.
  static let rowNames = [
    "Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout", "Subheadline", "Footnote",
    "Caption 1", "Caption 2",
  ]

  /// The HIG row a SwiftUI text style reads.
  static func row(_ style: TextStyle) -> Int {
    switch style {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    }
  }

  /// One entry per row, in `rowNames` order.
  static let entries: [Entry] = [
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 22, leading: 26, weight: .regular, emphasizedWeight: .bold),  // Title 1
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .bold),  // Title 2
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 13, leading: 16, weight: .bold, emphasizedWeight: .heavy),  // Headline
    Entry(pointSize: 13, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 12, leading: 15, weight: .regular, emphasizedWeight: .semibold),  // Callout
    Entry(pointSize: 11, leading: 14, weight: .regular, emphasizedWeight: .semibold),  // Subheadline
    Entry(pointSize: 10, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Footnote
    Entry(pointSize: 10, leading: 13, weight: .regular, emphasizedWeight: .medium),  // Caption 1
    Entry(pointSize: 10, leading: 13, weight: .medium, emphasizedWeight: .semibold),  // Caption 2
  ]
}
