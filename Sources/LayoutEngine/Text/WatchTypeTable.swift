// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from
// Data/HIG/dynamic-type-watch.csv and dynamic-type-watch-defaults.csv (the HIG watchOS
// Dynamic Type tables).

/// The HIG watchOS Dynamic Type tables as data: the watch has its own ramp (SF Compact, tighter
/// leading), nine sizes and ten styles, and a default size that depends on the case size.
enum WatchTypeTable {
  typealias Entry = DynamicTypeTable.Entry

  /// The sizes the watch offers, smallest first: no Medium, AX4 or AX5.
  static let sizes: [DynamicTypeSize] = [
    .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
  ]

  /// The HIG's watchOS style names, in the table's order.
  static let rowNames = [
    "Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Caption 1", "Caption 2",
    "Footnote 1", "Footnote 2",
  ]

  /// The default size by case size in millimetres, as the HIG's size headings name them.
  static let defaultSizes: [(caseMillimetres: Int, size: DynamicTypeSize)] = [
    (38, .small), (40, .large), (41, .large), (42, .large), (44, .xLarge), (45, .xLarge), (49, .xLarge),
  ]

  /// The entry of HIG row `row` at `size`, which must be one of `sizes`.
  static func entry(row: Int, _ size: DynamicTypeSize) -> Entry {
    entries[sizes.firstIndex(of: size)! * 10 + row]
  }

  /// The HIG row a SwiftUI text style reads.
  static func row(_ style: TextStyle) -> Int {
    switch style {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 5  // no Callout row: the row of its iOS size at Large, 16 pt
    case .subheadline: 6  // no Subhead row: the row of its iOS size at Large, 15 pt
    case .footnote: 8
    case .caption: 6
    case .caption2: 7
    }
  }

  /// 9 sizes x 10 rows, size-major, rows in `rowNames` order.
  static let entries: [Entry] = [
    // xSmall (.xSmall)
    Entry(pointSize: 30, leading: 32.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 28, leading: 30.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 24, leading: 26.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 14, leading: 16.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 14, leading: 16.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 13, leading: 15.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 12, leading: 14.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 11, leading: 13.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 10, leading: 12.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // Small (.small)
    Entry(pointSize: 32, leading: 34.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 30, leading: 32.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 26, leading: 28.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 15, leading: 17.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 14, leading: 16.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 13, leading: 15.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 12, leading: 14.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 11, leading: 13.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // Large (.large)
    Entry(pointSize: 36, leading: 38.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 34, leading: 36.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 27, leading: 30.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 19, leading: 21.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 16, leading: 18.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 16, leading: 18.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 14, leading: 16.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 13, leading: 15.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 12, leading: 14.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // xLarge (.xLarge)
    Entry(pointSize: 40, leading: 42.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 38, leading: 40.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 30, leading: 32.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 20, leading: 22.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 17, leading: 19.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 16, leading: 18.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 14, leading: 16.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 13, leading: 15.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // xxLarge (.xxLarge)
    Entry(pointSize: 41, leading: 43.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 39, leading: 41.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 31, leading: 33.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 21, leading: 23.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 18, leading: 20.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 15, leading: 18.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 14, leading: 16.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // xxxLarge (.xxxLarge)
    Entry(pointSize: 42, leading: 44.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 40, leading: 42.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 32, leading: 34.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 22, leading: 24.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 19, leading: 21.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 19, leading: 21.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 16, leading: 18.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // AX1 (.accessibility1)
    Entry(pointSize: 44, leading: 46.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 42, leading: 44.5, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 34, leading: 41, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 24, leading: 26.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 21, leading: 23.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 21, leading: 23.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 16, leading: 18.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 15, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // AX2 (.accessibility2)
    Entry(pointSize: 45, leading: 47.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 43, leading: 46, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 35, leading: 37.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 25, leading: 27.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 22, leading: 24.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 22, leading: 24.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 19, leading: 21.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 16, leading: 17.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
    // AX3 (.accessibility3)
    Entry(pointSize: 46, leading: 48.5, weight: .regular, emphasizedWeight: .bold),  // Large Title
    Entry(pointSize: 44, leading: 47, weight: .regular, emphasizedWeight: .semibold),  // Title 1
    Entry(pointSize: 36, leading: 38.5, weight: .regular, emphasizedWeight: .semibold),  // Title 2
    Entry(pointSize: 26, leading: 28.5, weight: .regular, emphasizedWeight: .semibold),  // Title 3
    Entry(pointSize: 23, leading: 25.5, weight: .semibold, emphasizedWeight: .semibold),  // Headline
    Entry(pointSize: 23, leading: 25.5, weight: .regular, emphasizedWeight: .semibold),  // Body
    Entry(pointSize: 20, leading: 22.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 1
    Entry(pointSize: 19, leading: 21.5, weight: .regular, emphasizedWeight: .semibold),  // Caption 2
    Entry(pointSize: 18, leading: 20.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 1
    Entry(pointSize: 17, leading: 19.5, weight: .regular, emphasizedWeight: .semibold),  // Footnote 2
  ]
}
