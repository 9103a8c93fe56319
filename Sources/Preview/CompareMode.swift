import Devices
import LayoutEngine
import Variants

/// Two variants of one layout side by side, the one model the session (`v`) and
/// `render --compare` share: which variants, their labels, and what a device that does not rotate
/// shows.
public enum CompareMode: String, Sendable, Hashable, CaseIterable {
  /// Left to right | right to left, in the current language.
  case direction = "rtl"
  /// Portrait | landscape (left).
  case orientation
  /// The current device | another one (the session: the catalog's next; the command line: named).
  case device
  /// The device's smallest | largest Dynamic Type size (xSmall | AX5; xSmall | AX3 on a watch).
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

  /// The two sides of `variant` in this mode, left then right; each differs from `variant` only
  /// in what the mode compares, so the language, split mode and keyboard carry over to both.
  ///
  /// `other` is the right side's device in `.device` mode (unchanged when `nil`). A device that
  /// does not rotate is still compared by orientation: both sides show it upright and the right
  /// one's label says "… does not rotate", so the answer is on screen, and a session cycling
  /// with `v` or a script rendering every device gets a picture rather than a failure.
  public func sides(of variant: PreviewVariant, other: Device? = nil) -> [CompareSide] {
    var left = variant
    var right = variant
    switch self {
    case .direction:
      left.direction = .leftToRight
      right.direction = .rightToLeft
      return [CompareSide(label: "LTR", variant: left), CompareSide(label: "RTL", variant: right)]
    case .orientation:
      left.orientation = .portrait
      right.orientation = .landscapeLeft
      let rightLabel = variant.device.rotates ? "landscape" : "\(variant.device.name) does not rotate"
      return [CompareSide(label: "portrait", variant: left), CompareSide(label: rightLabel, variant: right)]
    case .device:
      if let other { right.device = other }
      return [
        CompareSide(label: left.device.name, variant: left),
        CompareSide(label: right.device.name, variant: right),
      ]
    case .typeSize:
      // The device's own smallest and largest sizes: xSmall | AX3 on a watch; Apple TV has none.
      let sizes = variant.device.dynamicTypeSizes
      guard let smallest = sizes.first, let largest = sizes.last else {
        return [
          CompareSide(label: variant.typeSize.name, variant: left),
          CompareSide(label: "\(variant.device.name) has no Dynamic Type", variant: right),
        ]
      }
      left.typeSize = smallest
      right.typeSize = largest
      return [
        CompareSide(label: smallest.name, variant: left), CompareSide(label: largest.name, variant: right),
      ]
    }
  }
}
