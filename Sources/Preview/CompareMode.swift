import Devices
import LayoutEngine

/// The two variants compare mode shows side by side, in the order `v` steps through them.
public enum CompareMode: String, Sendable, Hashable, CaseIterable {
  /// Left to right | right to left, in the current language.
  case direction = "rtl"
  /// Portrait | landscape (left).
  case orientation
  /// The current device | the next one in the catalog.
  case device
  /// The smallest (xSmall) | the largest (AX5) Dynamic Type size.
  case typeSize = "type-size"

  /// The mode after `mode` in the `v` cycle; `nil` (one pane) after the last.
  public static func next(after mode: CompareMode?) -> CompareMode? {
    guard let mode else { return .direction }
    let all = allCases
    let index = all.firstIndex(of: mode)! + 1
    return index < all.count ? all[index] : nil
  }

  /// The name the status line and notices use.
  public var title: String {
    switch self {
    case .direction: "LTR | RTL"
    case .orientation: "portrait | landscape"
    case .device: "two devices"
    case .typeSize: "smallest | largest text"
    }
  }
}

/// One pane of compare mode: a label and the session state that pane shows.
public struct CompareVariant: Sendable, Equatable {
  /// What the pane shows, written above it ("RTL", "landscape", "iPad Air 11-inch", "AX5").
  public var label: String
  /// The session state with this pane's variant applied (one pane, no compare).
  public var state: PreviewState
}

extension PreviewState {
  /// The two panes of `mode`: this state with the variant applied on each side. `next` is the
  /// device shown on the right in device mode (the catalog's next one).
  public func compareVariants(_ mode: CompareMode, next nextDevice: Device?) -> [CompareVariant] {
    var left = self
    var right = self
    left.compare = nil
    right.compare = nil
    switch mode {
    case .direction:
      left.direction = .leftToRight
      right.direction = .rightToLeft
      // While zoomed, the pane in the other direction looks at the mirrored point.
      let mirrored = center.map { Point(x: screen.size.width - $0.x, y: $0.y) }
      if direction == .leftToRight { right.center = mirrored } else { left.center = mirrored }
      return [CompareVariant(label: "LTR", state: left), CompareVariant(label: "RTL", state: right)]
    case .orientation:
      left.orientation = .portrait
      right.orientation = .landscapeLeft
      let rightLabel = device.rotates ? "landscape" : "\(device.name) does not rotate"
      return [
        CompareVariant(label: "portrait", state: left), CompareVariant(label: rightLabel, state: right),
      ]
    case .device:
      if let nextDevice { right.device = nextDevice }
      return [
        CompareVariant(label: left.device.name, state: left),
        CompareVariant(label: right.device.name, state: right),
      ]
    case .typeSize:
      // The device's own smallest and largest sizes (xSmall | AX3 on a watch).
      guard let smallest = device.dynamicTypeSizes.first, let largest = device.dynamicTypeSizes.last else {
        return [
          CompareVariant(label: typeSize.name, state: left),
          CompareVariant(label: "\(device.name) has no Dynamic Type", state: right),
        ]
      }
      left.typeSize = smallest
      right.typeSize = largest
      return [
        CompareVariant(label: smallest.name, state: left), CompareVariant(label: largest.name, state: right),
      ]
    }
  }

  /// The device after the current one in `devices`, wrapping, for device compare.
  public func nextDevice(in devices: [Device]) -> Device? {
    guard !devices.isEmpty else { return nil }
    let current = devices.firstIndex { $0.name == device.name }
    return devices[current.map { ($0 + 1) % devices.count } ?? 0]
  }
}
