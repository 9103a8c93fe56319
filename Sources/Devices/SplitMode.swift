import Foundation
import LayoutEngine

/// How much of an iPad's screen the previewed app's window takes: full screen, an iPadOS 9-18
/// Split View pane or Slide Over window, or an iPadOS 26 window (an arrangement of the window
/// controls' menu, or a free size). The name is the older modes'; both eras share it so every
/// variant, matrix, caption and report names the window one way.
///
/// Named as the HIG names them ("2/3 split view", "Slide Over"; "halves, thirds, and
/// quadrants"); the raw values are what `--split` and `--windows` take and what snapshots and
/// reports write. The app's window is the left pane of a Split View, the floating window of
/// Slide Over, the top-leading tile of an arrangement, and a window centred on the screen for a
/// free size; see docs/Devices.md, "iPad windows".
public enum SplitMode: Sendable, Hashable, CaseIterable, Codable, RawRepresentable {
  /// The whole screen.
  case full
  /// The wide pane of iPadOS 18's Split View, about two thirds of the screen.
  case twoThirds
  /// Half of the screen in iPadOS 18's Split View (landscape only: no 1/2 split in portrait).
  case half
  /// The narrow pane of iPadOS 18's Split View, about a third of the screen.
  case oneThird
  /// iPadOS 18's narrow window floating over the right edge of a full-screen app.
  case slideOver
  /// An iPadOS 26 window arranged to the left half of the screen.
  case windowHalf
  /// An iPadOS 26 window arranged to the left third of the screen.
  case windowThird
  /// An iPadOS 26 window arranged to the top-left quadrant of the screen.
  case windowQuadrant
  /// An iPadOS 26 window of any size from the minimum to the screen, in whole points.
  case window(width: Double, height: Double)

  /// Full screen, then the iPadOS 26 arrangements, then iPadOS 18's modes: the order the
  /// session's `w` cycles them. A free window size is not a case to list.
  public static let allCases: [SplitMode] = [.full] + arrangements + iPadOS18

  /// The iPadOS 26 arrangements of the window controls (HIG "Layout", iPadOS: "halves, thirds,
  /// and quadrants").
  public static let arrangements: [SplitMode] = [.windowHalf, .windowThird, .windowQuadrant]

  /// iPadOS 9-18's Split View widths and Slide Over (the older HIG's multitasking).
  public static let iPadOS18: [SplitMode] = [.twoThirds, .half, .oneThird, .slideOver]

  /// `two-thirds`, `window-half`, `window-600x800` and the like.
  public var rawValue: String {
    switch self {
    case .full: "full"
    case .twoThirds: "two-thirds"
    case .half: "half"
    case .oneThird: "one-third"
    case .slideOver: "slide-over"
    case .windowHalf: "window-half"
    case .windowThird: "window-third"
    case .windowQuadrant: "window-quadrant"
    case .window(let width, let height): "window-\(Int(width))x\(Int(height))"
    }
  }

  /// The mode a raw value names (`window-600x800` a free window), `nil` for anything else.
  public init?(rawValue: String) {
    if let listed = Self.allCases.first(where: { $0.rawValue == rawValue }) {
      self = listed
      return
    }
    guard rawValue.hasPrefix("window-"),
      let size = try? FreeFormSize.parse(String(rawValue.dropFirst("window-".count)))
    else { return nil }
    self = .window(size)
  }

  /// A free iPadOS 26 window of `size`, rounded to whole points.
  public static func window(_ size: Size) -> SplitMode {
    .window(width: size.width.rounded(), height: size.height.rounded())
  }

  /// Whether this is an iPadOS 26 window (an arrangement or a free size).
  public var isWindow: Bool {
    switch self {
    case .windowHalf, .windowThird, .windowQuadrant, .window: true
    default: false
    }
  }

  /// Whether this is a free iPadOS 26 window (a size, not an arrangement).
  public var isFreeWindow: Bool {
    if case .window = self { return true }
    return false
  }

  /// "1/2 window", "2/3 Split View (iPadOS 18)": the name for captions and status lines.
  public var displayName: String {
    switch self {
    case .full: "full screen"
    case .twoThirds: "2/3 Split View (iPadOS 18)"
    case .half: "1/2 Split View (iPadOS 18)"
    case .oneThird: "1/3 Split View (iPadOS 18)"
    case .slideOver: "Slide Over (iPadOS 18)"
    case .windowHalf: "1/2 window"
    case .windowThird: "1/3 window"
    case .windowQuadrant: "quadrant window"
    case .window: "free window"
    }
  }

  /// The key of this mode in `multitasking.json`; `nil` for the iPadOS 26 windows, which are
  /// computed from the screen (`IPadWindowMetrics`).
  var dataKey: String? {
    switch self {
    case .full: "full"
    case .twoThirds: "twoThirds"
    case .half: "half"
    case .oneThird: "oneThird"
    case .slideOver: "slideOver"
    default: nil
    }
  }

  /// The window `text` names as `--window` spells it: `full`, `half`, `third`, `quadrant` (or
  /// their raw values), or a free size `WIDTHxHEIGHT` in points; `nil` when `text` is none of
  /// these, `.invalidSize` for a size whose numbers are unusable. The one reading of the
  /// option, for `--window` and `--windows` alike.
  public static func window(named text: String) throws(DeviceLookupError) -> SplitMode? {
    let name = text.trimmingCharacters(in: .whitespaces).lowercased()
    switch name {
    case "full": return .full
    case "half", "window-half": return .windowHalf
    case "third", "window-third": return .windowThird
    case "quadrant", "window-quadrant": return .windowQuadrant
    default:
      let body = name.hasPrefix("window-") ? String(name.dropFirst("window-".count)) : name
      return try FreeFormSize.parse(body).map { .window($0) }
    }
  }
}
