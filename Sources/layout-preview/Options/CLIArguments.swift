import ArgumentParser
import Devices
import LayoutEngine

extension Orientation: RawStringArgument {}

extension LayoutDirection: RawStringArgument {}

extension DynamicTypeSize: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.name) }
  public var defaultValueDescription: String { name }

  /// What `--help` says after each name: the defaults, what a watch lacks, other spellings.
  public static var allValueDescriptions: [String: String] {
    [
      "xSmall": "extra small (also XS, extraSmall)",
      "Small": "the default on a 38 mm watch",
      "Medium": "not on a watch",
      "Large": "the default on iPhone, iPad and 40-42 mm watches",
      "xLarge": "the default on 44-49 mm watches (also XL, extraLarge)",
      "xxLarge": "also XXL, extraExtraLarge",
      "xxxLarge": "the largest standard size (also XXXL)",
      "AX1": "accessibility size 1 (also accessibility1, accessibilityMedium)",
      "AX2": "accessibility size 2",
      "AX3": "accessibility size 3, the largest on a watch",
      "AX4": "accessibility size 4, not on a watch",
      "AX5": "the largest accessibility size, not on a watch",
    ]
  }
}

extension Language: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public var defaultValueDescription: String { rawValue }
}
