/// The sensor housing at the top of the screen in portrait, with its size in points.
public enum Cutout: Sendable, Hashable {
  case none
  case notch(width: Double, height: Double)
  case dynamicIsland(width: Double, height: Double)

  /// A short name for listings: `none`, `notch`, `Dynamic Island`.
  public var name: String {
    switch self {
    case .none: "none"
    case .notch: "notch"
    case .dynamicIsland: "Dynamic Island"
    }
  }
}
