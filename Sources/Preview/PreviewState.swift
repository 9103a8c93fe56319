import Devices
import LayoutEngine

/// Everything the session shows, as a value: which layout, which variant, zoom, selection, overlays.
///
/// The terminal layer only feeds actions in and draws what `ScreenComposer` makes of this state, so
/// every behaviour of the session is testable without a terminal.
public struct PreviewState: Sendable, Equatable {
  public var layouts: [LayoutSlot]
  public var layoutIndex = 0
  public var device: Device
  /// The orientation asked for; kept while a device that does not rotate is shown upright, so
  /// the next phone comes back in it. `screen.orientation` is what is shown.
  public var orientation: Orientation = .portrait
  /// The text size asked for, or `nil` for the device's default (Large on iPhone and iPad, by
  /// case size on a watch), so stepping through devices shows each at its own default until a
  /// size is chosen.
  public var requestedTypeSize: DynamicTypeSize?
  public var direction: LayoutDirection = .leftToRight
  public var themeIndex = 0
  public var showsSafeArea = false
  /// The iPad multitasking mode asked for; shown when the device and orientation offer it,
  /// otherwise the app is full screen (`screen.splitMode` is what is shown).
  public var splitMode: SplitMode = .full
  /// Whether the software keyboard is shown.
  public var showsKeyboard = false
  /// The whole device, or its width at a readable scale (`f`); zoom multiplies either.
  public var fit: FitMode = .device
  /// 1 shows the device as `fit` says; each zoom step multiplies by 1.5.
  public var zoom = 1.0
  /// The point at the centre of the pane while zoomed, in screen points.
  public var center: Point?
  /// The selected element, by its path, so it survives relayouts that keep the tree's shape.
  public var selection: String?
  /// How far each scroll view and list is scrolled, by node path (`LayoutContext.scrollOffsets`);
  /// the engine clamps them, and scrolling starts from what it applied.
  public var scrollOffsets: [String: Double] = [:]
  public var overlay: Overlay = .none
  /// A one-off notice for the status area ("Apple TV does not rotate").
  public var notice: String?
  public var terminalColumns: Int
  public var terminalRows: Int
  public var shouldQuit = false
  /// The files being read again after a save (live reload); the hint line says so meanwhile.
  public var reloading: Set<String> = []
  /// The language strings show in; cycling it (`g`) also sets the direction it implies.
  public var language: Language = .english
  /// Two panes side by side in two variants (`v`), or one pane when `nil`.
  public var compare: CompareMode? = nil
  /// What the preview on screen's traits changed (`applyTraits()`), or `nil` when they changed
  /// nothing: the person's device and orientation, given back when another layout shows.
  public var appliedTraits: AppliedTraits?
  /// Whether each file's last variant is remembered (a config's `remember: false` turns it off).
  public var remembersVariants = false
  /// The last variant of each file shown, by path: read from the state file at start, noted as
  /// the session leaves a file, written back when it ends.
  public var remembered: [String: RememberedVariant] = [:]
  /// What a `:` command asked the terminal layer to do (`:render`, `:check`), until it is done.
  public var request: SessionRequest?
  /// Which unknown condition of each Swift file shows its other branch (`b`), by path
  /// (`PreviewState+Conditions`).
  public var conditionFlips: [String: ConditionFlip] = [:]

  /// A session over `layouts` (the first shown) on `device`, in a terminal of the given size.
  public init(layouts: [LayoutSlot], device: Device, terminalColumns: Int = 80, terminalRows: Int = 24) {
    self.layouts = layouts
    self.device = device
    self.terminalColumns = terminalColumns
    self.terminalRows = terminalRows
  }

  /// The layout slot on screen.
  public var currentLayout: LayoutSlot? {
    layouts.indices.contains(layoutIndex) ? layouts[layoutIndex] : nil
  }

  /// The device in the current orientation, with the multitasking window and keyboard asked for
  /// (full screen when the split mode does not exist there).
  public var screen: Screen { variant.screen }

  /// The text size shown: the one asked for, or the nearest the device has (a watch has no AX5),
  /// or the device's default. Setting it asks for that size.
  public var typeSize: DynamicTypeSize {
    get { requestedTypeSize.map(device.offeredTypeSize(nearest:)) ?? device.defaultDynamicTypeSize }
    set { requestedTypeSize = newValue }
  }

  /// The layout environment of the current variant, scrolled as the session is.
  public var context: LayoutContext {
    var context = variant.context
    context.scrollOffsets = scrollOffsets
    return context
  }

  /// The smallest terminal the session draws in; below it a "too small" message shows instead.
  public static let minimumColumns = 40
  public static let minimumRows = 12

  /// Whether the terminal is big enough to draw the session.
  public var fitsTerminal: Bool {
    terminalColumns >= Self.minimumColumns && terminalRows >= Self.minimumRows
  }
}
