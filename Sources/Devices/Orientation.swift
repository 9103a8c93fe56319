/// A device orientation, named as `UIDeviceOrientation`: in `landscapeLeft` the device is turned
/// so its top edge (and any notch or Dynamic Island) is on the left; in `landscapeRight`, on the right.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  case portrait
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"

  public var isLandscape: Bool { self != .portrait }

  /// The next orientation in the cycle portrait → landscape left → landscape right → portrait.
  public var next: Orientation {
    switch self {
    case .portrait: .landscapeLeft
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .portrait
    }
  }
}
