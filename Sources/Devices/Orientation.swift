/// A device orientation, named as `UIDeviceOrientation`: in `landscapeLeft` the device is turned
/// so its top edge (and any notch or Dynamic Island) is on the left; in `landscapeRight`, on the right.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Upright: the device's top edge at the top.
  case portrait
  /// Turned so the device's top edge is on the viewer's left.
  case landscapeLeft = "landscape-left"
  /// Turned so the device's top edge is on the viewer's right.
  case landscapeRight = "landscape-right"

  /// Either landscape orientation.
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
