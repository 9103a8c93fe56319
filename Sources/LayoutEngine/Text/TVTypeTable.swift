// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from
// Data/HIG/text-styles-tv.csv (the HIG tvOS built-in text styles).

/// The HIG tvOS text styles as data: one size per style, since tvOS text does not follow a
/// Dynamic Type size.
enum TVTypeTable {
  typealias Entry = DynamicTypeTable.Entry

  /// The HIG's tvOS style names, in the table's order.
  static let rowNames = [
    "Title 1", "Title 2", "Title 3", "Headline", "Subtitle 1", "Callout", "Body", "Caption 1", "Caption 2",
  ]

  /// The HIG row a SwiftUI text style reads.
  static func row(_ style: TextStyle) -> Int {
    switch style {
    case .largeTitle: 0  // no Large Title row: the largest, Title 1
    case .title: 0
    case .title2: 1
    case .title3: 2
    case .headline: 3
    case .body: 6
    case .callout: 5
    case .subheadline: 4  // tvOS calls it Subtitle 1
    case .footnote: 7  // no Footnote row: the next smaller, Caption 1
    case .caption: 7
    case .caption2: 8
    }
  }

  /// One entry per row, in `rowNames` order.
  static let entries: [Entry] = [
    Entry(pointSize: 76, leading: 96, weight: .medium, emphasizedWeight: .bold),  // Title 1
    Entry(pointSize: 57, leading: 66, weight: .medium, emphasizedWeight: .bold),  // Title 2
    Entry(pointSize: 48, leading: 56, weight: .medium, emphasizedWeight: .bold),  // Title 3
    Entry(pointSize: 38, leading: 46, weight: .medium, emphasizedWeight: .bold),  // Headline
    Entry(pointSize: 38, leading: 46, weight: .regular, emphasizedWeight: .medium),  // Subtitle 1
    Entry(pointSize: 31, leading: 38, weight: .medium, emphasizedWeight: .bold),  // Callout
    Entry(pointSize: 29, leading: 36, weight: .medium, emphasizedWeight: .bold),  // Body
    Entry(pointSize: 25, leading: 32, weight: .medium, emphasizedWeight: .bold),  // Caption 1
    Entry(pointSize: 23, leading: 30, weight: .medium, emphasizedWeight: .bold),  // Caption 2
  ]
}
