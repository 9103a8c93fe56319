import LayoutEngine

/// The sensor housing at the top of the screen in portrait, with its size in points.
public enum Cutout: Sendable, Hashable {
  /// A plain rectangular top edge (home-button devices, iPads, watch, TV).
  case none
  /// A notch flush with the top edge (iPhone X through 14, 16e).
  case notch(width: Double, height: Double)
  /// A pill that floats below the top edge (iPhone 14 Pro and later); see `Device.cutoutTopOffset`.
  case dynamicIsland(width: Double, height: Double)

  /// A short name for listings: `none`, `notch`, `Dynamic Island`.
  public var name: String {
    switch self {
    case .none: "none"
    case .notch: "notch"
    case .dynamicIsland: "Dynamic Island"
    }
  }

  /// The cutout's width and height in portrait, `nil` for `.none`.
  public var size: Size? {
    switch self {
    case .none: nil
    case .notch(let width, let height), .dynamicIsland(let width, let height):
      Size(width: width, height: height)
    }
  }
}
