/// How much of the device a wireframe shows at once: all of it, or its width at a scale where
/// body text reads whole, scrolling vertically for the rest (docs/Wireframe.md#a-scale-for-reading).
public enum FitMode: String, Sendable, Hashable, CaseIterable {
  /// The whole device fits the pane (or the terminal's rows, for `render`).
  case device
  /// The device's width fits, no coarser than the readable scale; the rest is scrolled to.
  case width

  /// The other mode, for the toggle.
  public var toggled: FitMode { self == .device ? .width : .device }
}
