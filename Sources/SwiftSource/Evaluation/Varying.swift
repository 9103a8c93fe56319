import LayoutEngine
import LayoutMapping

/// A value that depends on the variant a preview is shown in: an environment trait a view reads
/// (`@Environment(\.dynamicTypeSize) var typeSize`), or a truth about the traits
/// (`typeSize.isAccessibilitySize`). Used as anything else, it is unknown, as its placeholder.
indirect enum Varying {
  /// The trait itself.
  case trait(Trait, Placeholder)
  /// A truth about the traits.
  case condition(TraitCondition, Placeholder)
  /// The first value where the truth holds, else the second (a ternary on it choosing between
  /// two layouts: `Evaluator.layoutChoice`).
  case choice(TraitCondition, Evaluated, Evaluated, Placeholder)

  /// What stands for the value where it is used as a value.
  var placeholder: Placeholder {
    switch self {
    case .trait(_, let placeholder), .condition(_, let placeholder), .choice(_, _, _, let placeholder):
      placeholder
    }
  }

  /// The environment traits a preview varies, by the key path SwiftUI reads them with.
  enum Trait: String {
    case dynamicTypeSize
    /// UIKit's older name for the type size, `ContentSizeCategory`, with its own case names.
    case sizeCategory
    case horizontalSizeClass
    case verticalSizeClass
    case layoutDirection
    /// `UIDevice.current.userInterfaceIdiom`: the kind of device (`.phone`, `.pad`).
    case userInterfaceIdiom

    /// The condition `trait == name`: `nil` when `name` is not one of the trait's values.
    func equals(_ name: String) -> LayoutCondition? {
      switch self {
      case .dynamicTypeSize, .sizeCategory:
        return size(name).map { LayoutCondition(typeSizes: $0...$0) }
      case .horizontalSizeClass:
        return SizeClass(rawValue: name).map { LayoutCondition(horizontalSizeClass: $0) }
      case .verticalSizeClass:
        return SizeClass(rawValue: name).map { LayoutCondition(verticalSizeClass: $0) }
      case .layoutDirection:
        return Self.directions[name].map { LayoutCondition(layoutDirection: $0) }
      case .userInterfaceIdiom:
        return UserInterfaceIdiom(rawValue: name).map { LayoutCondition(idioms: [$0]) }
      }
    }

    /// The type size a case name stands for, in this trait's spelling.
    func size(_ name: String) -> DynamicTypeSize? {
      self == .sizeCategory ? Self.categories[name] : Self.sizes[name]
    }

    /// SwiftUI's `DynamicTypeSize` cases by name (`xSmall` … `accessibility5`).
    private static let sizes = Dictionary(
      uniqueKeysWithValues: DynamicTypeSize.allCases.map { ("\($0)", $0) })

    /// `ContentSizeCategory`'s cases, as the type sizes they are.
    private static let categories: [String: DynamicTypeSize] = [
      "extraSmall": .xSmall, "small": .small, "medium": .medium, "large": .large,
      "extraLarge": .xLarge, "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge,
      "accessibilityMedium": .accessibility1, "accessibilityLarge": .accessibility2,
      "accessibilityExtraLarge": .accessibility3, "accessibilityExtraExtraLarge": .accessibility4,
      "accessibilityExtraExtraExtraLarge": .accessibility5,
    ]

    private static let directions: [String: LayoutDirection] = [
      "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
    ]
  }
}
