/// The twelve iOS Dynamic Type sizes, from xSmall to AX5, in order.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// The default size on iOS.
  public static let `default` = DynamicTypeSize.large

  /// The name used in the HIG table and on the command line: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
  public var name: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }

  /// Whether this is one of the five accessibility sizes (AX1 and above).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Parses a name case-insensitively, ignoring spaces, hyphens and underscores: the HIG's and
  /// SwiftUI's (`xSmall`, `large`, `xxxLarge`, `AX3`, `accessibility3`), UIKit's content size
  /// categories (`extraLarge`, `accessibilityExtraLarge`) and T-shirt sizes (`XS`, `XXXL`).
  /// Numbers alone are not sizes: "3" could mean the fourth size or AX3.
  public init?(name: String) {
    let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    if let alias = Self.aliases[key] {
      self = alias
      return
    }
    for size in DynamicTypeSize.allCases {
      let long = "accessibility\(size.rawValue - 6)"
      if size.name.lowercased() == key || (size.isAccessibilitySize && long == key) {
        self = size
        return
      }
    }
    return nil
  }

  /// Other spellings of the sizes, normalized as `init(name:)` normalizes its input.
  private static let aliases: [String: DynamicTypeSize] = [
    "xs": .xSmall, "s": .small, "m": .medium, "l": .large, "xl": .xLarge, "xxl": .xxLarge,
    "xxxl": .xxxLarge,
    "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge,
    "extraextraextralarge": .xxxLarge,
    "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2,
    "accessibilityextralarge": .accessibility3, "accessibilityextraextralarge": .accessibility4,
    "accessibilityextraextraextralarge": .accessibility5,
  ]

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
