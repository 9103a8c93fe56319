import Devices
import LayoutEngine
import Preview
import Wireframe

/// What the interactive session starts with: the files, the first variant and the themes.
public struct SessionConfiguration: Sendable {
  /// The layout files, in the order `n` steps through them.
  public var paths: [String]
  public var device: Device
  public var orientation: Orientation
  /// The text size asked for, or `nil` for the device's default.
  public var typeSize: DynamicTypeSize?
  public var direction: LayoutDirection
  /// The language the session starts in.
  public var language: Language = .english
  /// The themes `c` cycles through; the first is shown at start.
  public var themes: [Theme]
  /// `false` when `NO_COLOR` is set: attributes only.
  public var allowsColor: Bool
  /// All devices, for next/previous and the picker.
  public var devices: [Device]
  /// The iPad multitasking mode to start in (`--split`).
  public var splitMode: SplitMode = .full
  /// Whether to start with the software keyboard shown (`--keyboard`).
  public var showsKeyboard = false
  /// The whole device or its width at a readable scale to start with (`--fit`; `f` toggles).
  public var fit: FitMode = .width
  /// How long a live reload may take before the session gives up on it (`--reload-timeout`).
  public var reloadTimeBudget = ReloadJob.defaultTimeBudget
  /// A notice to show on the first frame (a theme file that was skipped).
  public var startNotice: String?

  public init(
    paths: [String], device: Device, orientation: Orientation, typeSize: DynamicTypeSize?,
    direction: LayoutDirection, themes: [Theme], allowsColor: Bool, devices: [Device]
  ) {
    self.paths = paths
    self.device = device
    self.orientation = orientation
    self.typeSize = typeSize
    self.direction = direction
    self.themes = themes
    self.allowsColor = allowsColor
    self.devices = devices
  }
}
