/// How much of an iPad's screen the previewed app's window takes (iPadOS 9-18 multitasking).
///
/// Named as the HIG names them ("2/3 split view", "Slide Over"); the raw values are what
/// `--split` takes. The app's window is the left pane of a Split View and the floating window of
/// Slide Over; see docs/Devices.md.
public enum SplitMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// The whole screen.
  case full
  /// The wide pane of Split View, about two thirds of the screen.
  case twoThirds = "two-thirds"
  /// Half of the screen (landscape only: iPadOS offers no 1/2 split in portrait).
  case half
  /// The narrow pane of Split View, about a third of the screen.
  case oneThird = "one-third"
  /// A narrow window floating over the right edge of a full-screen app.
  case slideOver = "slide-over"

  /// "2/3 Split View"-style name for captions and status lines.
  public var displayName: String {
    switch self {
    case .full: "full screen"
    case .twoThirds: "2/3 Split View"
    case .half: "1/2 Split View"
    case .oneThird: "1/3 Split View"
    case .slideOver: "Slide Over"
    }
  }

  /// The key of this mode in `multitasking.json`.
  var dataKey: String {
    switch self {
    case .full: "full"
    case .twoThirds: "twoThirds"
    case .half: "half"
    case .oneThird: "oneThird"
    case .slideOver: "slideOver"
    }
  }
}
