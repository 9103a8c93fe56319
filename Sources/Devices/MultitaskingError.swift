import LayoutEngine

/// Why a screen cannot show the app in a split mode; the description is one line for people.
public enum MultitaskingError: Error, Equatable, CustomStringConvertible {
  /// Split View and Slide Over exist only on iPad.
  case notAnIPad(device: String)
  /// The mode does not exist in this orientation (no 1/2 split in portrait).
  case unavailable(SplitMode, device: String, orientation: Orientation)
  /// An iPadOS 26 window smaller than the minimum here (a third of a portrait screen).
  case belowMinimum(SplitMode, device: String, orientation: Orientation, window: Size)
  /// A free iPadOS 26 window larger than the screen.
  case largerThanScreen(SplitMode, device: String, orientation: Orientation, screen: Size)
  /// An iPad whose screen size has no row in the Split View table (a custom size).
  case noData(device: String)

  /// `multitasking is iPad only; iPhone 17 Pro shows apps full screen` and the like.
  public var description: String {
    switch self {
    case .notAnIPad(let device):
      "multitasking is iPad only; \(device) shows apps full screen"
    case .unavailable(let mode, let device, let orientation):
      "\(mode.displayName) does not exist in \(orientation.rawValue) on \(device); "
        + "iPadOS offers 2/3 and 1/3 splits there"
    case .belowMinimum(let mode, let device, let orientation, let window):
      "\(mode.displayName) would be \(Self.points(window)) pt in \(orientation.rawValue) on \(device), "
        + "under iPadOS 26's minimum window of \(Self.points(IPadWindowMetrics.minimumSize)) pt"
    case .largerThanScreen(let mode, let device, let orientation, let screen):
      "a \(mode.displayName) of \(mode.rawValue.dropFirst("window-".count)) pt is larger than "
        + "\(device)'s \(Self.points(screen)) pt screen in \(orientation.rawValue)"
    case .noData(let device):
      "no Split View widths are known for \(device)"
    }
  }

  /// `320×320`: a size in whole points, as messages write it.
  static func points(_ size: Size) -> String {
    "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))"
  }
}
