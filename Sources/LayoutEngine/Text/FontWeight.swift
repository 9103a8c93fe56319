/// A font weight, valued as in CSS and OpenType (`regular` is 400, `bold` 700).
public enum FontWeight: Int, Sendable, Hashable, CaseIterable, Comparable {
  case ultraLight = 100
  case thin = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The SwiftUI name, also the layout-file spelling.
  public var name: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }

  /// Parses a SwiftUI or HIG weight name case-insensitively.
  public init?(name: String) {
    guard let match = FontWeight.allCases.first(where: { $0.name.lowercased() == name.lowercased() })
    else { return nil }
    self = match
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
