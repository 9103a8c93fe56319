// GENERATED FILE, do not edit. Made by Scripts/generate-dynamic-type.py from
// Data/HIG/dynamic-type-ios.csv (the HIG iOS Dynamic Type sizes table).

/// The HIG iOS Dynamic Type table as data: point size, leading and weights for every text style
/// at every type size, so resolving a font is an array read rather than a computation.
enum DynamicTypeTable {
  /// One row of the HIG table.
  struct Entry: Sendable, Hashable {
    var pointSize: Double
    /// The HIG leading: the line height in points.
    var leading: Double
    var weight: FontWeight
    /// The weight of the style's emphasized variant.
    var emphasizedWeight: FontWeight
  }

  /// The row for `style` at `size`.
  static func entry(_ style: TextStyle, _ size: DynamicTypeSize) -> Entry {
    entries[styleIndex(style) * 12 + size.rawValue]
  }

  /// The style's block in `entries`, in `TextStyle.allCases` order.
  static func styleIndex(_ style: TextStyle) -> Int {
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

  /// 11 styles x 12 sizes, style-major, sizes xSmall ... AX5.
  static let entries: [Entry] = [
    // Large Title (.largeTitle)
    Entry(pointSize: 31, leading: 38, weight: .regular, emphasizedWeight: .bold),  // xSmall
    Entry(pointSize: 32, leading: 39, weight: .regular, emphasizedWeight: .bold),  // Small
    Entry(pointSize: 33, leading: 40, weight: .regular, emphasizedWeight: .bold),  // Medium
    Entry(pointSize: 34, leading: 41, weight: .regular, emphasizedWeight: .bold),  // Large
    Entry(pointSize: 36, leading: 43, weight: .regular, emphasizedWeight: .bold),  // xLarge
    Entry(pointSize: 38, leading: 46, weight: .regular, emphasizedWeight: .bold),  // xxLarge
    Entry(pointSize: 40, leading: 48, weight: .regular, emphasizedWeight: .bold),  // xxxLarge
    Entry(pointSize: 44, leading: 52, weight: .regular, emphasizedWeight: .bold),  // AX1
    Entry(pointSize: 48, leading: 57, weight: .regular, emphasizedWeight: .bold),  // AX2
    Entry(pointSize: 52, leading: 61, weight: .regular, emphasizedWeight: .bold),  // AX3
    Entry(pointSize: 56, leading: 66, weight: .regular, emphasizedWeight: .bold),  // AX4
    Entry(pointSize: 60, leading: 70, weight: .regular, emphasizedWeight: .bold),  // AX5
    // Title 1 (.title)
    Entry(pointSize: 25, leading: 31, weight: .regular, emphasizedWeight: .bold),  // xSmall
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .bold),  // Small
    Entry(pointSize: 27, leading: 33, weight: .regular, emphasizedWeight: .bold),  // Medium
    Entry(pointSize: 28, leading: 34, weight: .regular, emphasizedWeight: .bold),  // Large
    Entry(pointSize: 30, leading: 37, weight: .regular, emphasizedWeight: .bold),  // xLarge
    Entry(pointSize: 32, leading: 39, weight: .regular, emphasizedWeight: .bold),  // xxLarge
    Entry(pointSize: 34, leading: 41, weight: .regular, emphasizedWeight: .bold),  // xxxLarge
    Entry(pointSize: 38, leading: 46, weight: .regular, emphasizedWeight: .bold),  // AX1
    Entry(pointSize: 43, leading: 51, weight: .regular, emphasizedWeight: .bold),  // AX2
    Entry(pointSize: 48, leading: 57, weight: .regular, emphasizedWeight: .bold),  // AX3
    Entry(pointSize: 53, leading: 62, weight: .regular, emphasizedWeight: .bold),  // AX4
    Entry(pointSize: 58, leading: 68, weight: .regular, emphasizedWeight: .bold),  // AX5
    // Title 2 (.title2)
    Entry(pointSize: 19, leading: 24, weight: .regular, emphasizedWeight: .bold),  // xSmall
    Entry(pointSize: 20, leading: 25, weight: .regular, emphasizedWeight: .bold),  // Small
    Entry(pointSize: 21, leading: 26, weight: .regular, emphasizedWeight: .bold),  // Medium
    Entry(pointSize: 22, leading: 28, weight: .regular, emphasizedWeight: .bold),  // Large
    Entry(pointSize: 24, leading: 30, weight: .regular, emphasizedWeight: .bold),  // xLarge
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .bold),  // xxLarge
    Entry(pointSize: 28, leading: 34, weight: .regular, emphasizedWeight: .bold),  // xxxLarge
    Entry(pointSize: 34, leading: 41, weight: .regular, emphasizedWeight: .bold),  // AX1
    Entry(pointSize: 39, leading: 47, weight: .regular, emphasizedWeight: .bold),  // AX2
    Entry(pointSize: 44, leading: 52, weight: .regular, emphasizedWeight: .bold),  // AX3
    Entry(pointSize: 50, leading: 59, weight: .regular, emphasizedWeight: .bold),  // AX4
    Entry(pointSize: 56, leading: 66, weight: .regular, emphasizedWeight: .bold),  // AX5
    // Title 3 (.title3)
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 18, leading: 23, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 19, leading: 24, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 20, leading: 25, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 22, leading: 28, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 24, leading: 30, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 31, leading: 38, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 37, leading: 44, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 43, leading: 51, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 49, leading: 58, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 55, leading: 65, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Headline (.headline)
    Entry(pointSize: 14, leading: 19, weight: .semibold, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 15, leading: 20, weight: .semibold, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 16, leading: 21, weight: .semibold, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 17, leading: 22, weight: .semibold, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 19, leading: 24, weight: .semibold, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 21, leading: 26, weight: .semibold, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 23, leading: 29, weight: .semibold, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 28, leading: 34, weight: .semibold, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 33, leading: 40, weight: .semibold, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 40, leading: 48, weight: .semibold, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 47, leading: 56, weight: .semibold, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 53, leading: 62, weight: .semibold, emphasizedWeight: .semibold),  // AX5
    // Body (.body)
    Entry(pointSize: 14, leading: 19, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 16, leading: 21, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 19, leading: 24, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 21, leading: 26, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 23, leading: 29, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 28, leading: 34, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 33, leading: 40, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 40, leading: 48, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 47, leading: 56, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 53, leading: 62, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Callout (.callout)
    Entry(pointSize: 13, leading: 18, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 14, leading: 19, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 16, leading: 21, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 18, leading: 23, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 20, leading: 25, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 22, leading: 28, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 32, leading: 39, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 38, leading: 46, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 44, leading: 52, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 51, leading: 60, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Subhead (.subheadline)
    Entry(pointSize: 12, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 13, leading: 18, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 14, leading: 19, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 19, leading: 24, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 21, leading: 28, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 25, leading: 31, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 30, leading: 37, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 36, leading: 43, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 42, leading: 50, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 49, leading: 58, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Footnote (.footnote)
    Entry(pointSize: 12, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 12, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 12, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 13, leading: 18, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 19, leading: 24, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 23, leading: 29, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 27, leading: 33, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 33, leading: 40, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 38, leading: 46, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 44, leading: 52, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Caption 1 (.caption)
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 12, leading: 16, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 14, leading: 19, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 16, leading: 21, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 18, leading: 23, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 22, leading: 28, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 26, leading: 32, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 32, leading: 39, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 37, leading: 44, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 43, leading: 51, weight: .regular, emphasizedWeight: .semibold),  // AX5
    // Caption 2 (.caption2)
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // xSmall
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Small
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Medium
    Entry(pointSize: 11, leading: 13, weight: .regular, emphasizedWeight: .semibold),  // Large
    Entry(pointSize: 13, leading: 18, weight: .regular, emphasizedWeight: .semibold),  // xLarge
    Entry(pointSize: 15, leading: 20, weight: .regular, emphasizedWeight: .semibold),  // xxLarge
    Entry(pointSize: 17, leading: 22, weight: .regular, emphasizedWeight: .semibold),  // xxxLarge
    Entry(pointSize: 20, leading: 25, weight: .regular, emphasizedWeight: .semibold),  // AX1
    Entry(pointSize: 24, leading: 30, weight: .regular, emphasizedWeight: .semibold),  // AX2
    Entry(pointSize: 29, leading: 35, weight: .regular, emphasizedWeight: .semibold),  // AX3
    Entry(pointSize: 34, leading: 41, weight: .regular, emphasizedWeight: .semibold),  // AX4
    Entry(pointSize: 40, leading: 48, weight: .regular, emphasizedWeight: .semibold),  // AX5
  ]
}
