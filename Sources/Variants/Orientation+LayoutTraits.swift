import Devices
import LayoutMapping

extension Devices.Orientation {
  /// The device orientation a preview trait asks for (`.landscapeLeft` turns the device the same
  /// way as `--orientation landscape-left`).
  public init(_ trait: LayoutTraits.Orientation) {
    switch trait {
    case .portrait: self = .portrait
    case .landscapeLeft: self = .landscapeLeft
    case .landscapeRight: self = .landscapeRight
    }
  }
}
