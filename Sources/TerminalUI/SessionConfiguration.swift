import Devices
import LayoutEngine
import Preview
import SwiftSource
import Wireframe

/// What the interactive session starts with: the files, the first variant and the themes.
public struct SessionConfiguration: Sendable {
  /// The layout files, in the order `n` steps through them.
  public var paths: [String]
  /// The project the Swift files are read in (`--project`).
  public var project: ProjectScope = .nearest
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
  /// A notice to show on the first frame (a theme file that was skipped, a bad config file).
  public var startNotice: String?
  /// The keys, as the config file remapped them.
  public var keyMap = KeyMap.standard
  /// ASCII drawing whatever the locale (a config's `charset: ascii`); `nil` or Unicode follow the
  /// locale, since a terminal not in UTF-8 cannot show Unicode.
  public var charset: GlyphSet?
  /// The config file, watched so a save applies what it changed at once; `nil` for none.
  public var configPath: String?
  /// Where the last variant of each file is kept (`ConfigPaths.state`); `nil` when remembering
  /// is off or there is nowhere to keep it.
  public var statePath: String?
  /// Whether the first file opens in its remembered variant (not when the command line chose
  /// one).
  public var restoresVariant = true
  /// Carries out a `:render` or `:check` for the state on screen and says how it went (the
  /// commands, which own rendering and checking, supply it); `nil` says they are not available.
  public var perform: (@Sendable (SessionRequest, PreviewState) -> String)?

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
