/// The session's keys: one table that decides what a key does, what each action is called on the
/// `:` command line and in a config file, and what the help, the hint line and the manual say.
///
/// `standard` is the product's table; a config file's `keys` remap it (`remapped(_:)`), and the
/// session carries the result in its `PreviewEnvironment`, so the help and the hints show the keys
/// that act.
public struct KeyMap: Sendable {
  /// A titled group of bindings, as the help shows them.
  public struct Group: Sendable {
    public var title: String
    public var bindings: [KeyBinding]
  }

  /// Every binding, grouped as the help shows them.
  public private(set) var groups: [Group]
  /// The action of each key, made from `groups`.
  private var table: [Key: PreviewAction]

  /// A key map of `groups`; a key listed twice acts as its last binding says.
  public init(groups: [Group]) {
    self.groups = groups
    var table: [Key: PreviewAction] = [:]
    for group in groups {
      for binding in group.bindings {
        for key in binding.keys { table[key] = binding.action }
      }
    }
    self.table = table
  }

  /// The product's keys.
  public static let standard = KeyMap(
    groups: standardGroups.map { Group(title: $0.title, bindings: $0.bindings) })

  /// The standard bindings, grouped as the help shows them. No default key is Ctrl-A, Ctrl-B or
  /// Ctrl-Space: screen, tmux and editors take them as prefixes.
  private static let standardGroups: [(title: String, bindings: [KeyBinding])] = [
    (
      "Device",
      [
        KeyBinding([.character("d")], .nextDevice, "next-device", "next device", hint: "d/p device"),
        KeyBinding([.character("D")], .previousDevice, "previous-device", "previous device"),
        KeyBinding(
          [.character("p"), .character("/")], .openDevicePicker, "pick", "pick a device (type to filter)"),
        KeyBinding(
          [.character("r")], .rotate, "rotate", "rotate: portrait, landscape left, right", hint: "r rotate"),
      ]
    ),
    (
      "Text and direction",
      [
        KeyBinding(
          [.character("+"), .character("=")], .largerText, "larger", "larger Dynamic Type size",
          hint: "+/- text"),
        KeyBinding([.character("-"), .character("_")], .smallerText, "smaller", "smaller Dynamic Type size"),
        KeyBinding([.character("0")], .defaultTextSize, "default-size", "default text size (Large)"),
        KeyBinding(
          [.character("m")], .toggleDirection, "mirror", "mirror: left-to-right / right-to-left",
          hint: "m mirror"),
        KeyBinding(
          [.character("g")], .nextLanguage, "next-language",
          "language: en, RTL pseudo, ar, he, double", hint: "g language"),
      ]
    ),
    (
      "Layouts and look",
      [
        KeyBinding(
          [.character("n"), .pageDown], .nextLayout, "next-layout", "next layout file", hint: "n/N layout"),
        KeyBinding([.character("N"), .pageUp], .previousLayout, "previous-layout", "previous layout file"),
        KeyBinding([.character("c")], .nextTheme, "theme", "next colour theme", hint: "c theme"),
        KeyBinding(
          [.character("s")], .toggleSafeArea, "safe-area", "safe area and layout margins overlay",
          hint: "s safe area"),
        KeyBinding(
          [.character("v")], .nextCompareMode, "compare",
          "compare: LTR|RTL, rotation, device, sizes", hint: "v compare"),
        KeyBinding(
          [.character("b")], .flipCondition, "flip-condition",
          "flip the next unknown condition (Swift)", hint: "b branch"),
      ]
    ),
    (
      "iPad windows and keyboard",
      [
        KeyBinding(
          [.character("w")], .nextSplit, "next-split", "iPad window: 1/2, 1/3, quadrant, iPadOS 18",
          hint: "w window"),
        KeyBinding([.character("W")], .previousSplit, "previous-split", "previous iPad window"),
        KeyBinding(
          [.character("[")], .resizeWindow(width: -windowStep, height: 0), "narrower",
          "iPad window narrower (free size)", hint: "[] resize"),
        KeyBinding(
          [.character("]")], .resizeWindow(width: windowStep, height: 0), "wider", "iPad window wider"),
        KeyBinding(
          [.character("{")], .resizeWindow(width: 0, height: -windowStep), "shorter", "iPad window shorter"),
        KeyBinding(
          [.character("}")], .resizeWindow(width: 0, height: windowStep), "taller", "iPad window taller"),
        KeyBinding(
          [.character("t")], .toggleKeyboard, "keyboard", "show / hide the software keyboard",
          hint: "t keyboard"),
      ]
    ),
    (
      "Scrolling, zoom and selection",
      [
        KeyBinding(
          [.down, .character("j")], .scroll(pages: 0.25), "down",
          "scroll down: the view, then the scroll view", hint: "j/k scroll"),
        KeyBinding([.up, .character("k")], .scroll(pages: -0.25), "up", "scroll up"),
        KeyBinding(
          [.character("f")], .toggleFit, "fit", "fit: whole device / readable width",
          hint: "f fit"),
        KeyBinding([.character("z")], .zoomIn, "zoom-in", "zoom in (on the selection)", hint: "z/Z zoom"),
        KeyBinding([.character("Z")], .zoomOut, "zoom-out", "zoom out"),
        KeyBinding(
          [.left, .character("h")], .pan(dx: -0.25, dy: 0), "left",
          "pan left while zoomed, else scroll sideways"),
        KeyBinding(
          [.right, .character("l")], .pan(dx: 0.25, dy: 0), "right", "pan right while zoomed, else scroll"),
        KeyBinding(
          [.tab], .selectNext, "select-next", "select the next element (reading order)", hint: "Tab select"),
        KeyBinding([.backTab], .selectPrevious, "select-previous", "select the previous element"),
        KeyBinding([.escape], .clearSelection, "clear", "clear the selection / close a panel"),
      ]
    ),
    (
      "Session",
      [
        KeyBinding([.character("?")], .toggleHelp, "help", "this help", hint: "? help"),
        KeyBinding([.character(":")], .openCommandLine, "command-line", "commands by name (Tab completes)"),
        KeyBinding([.character("q"), .control("c")], .quit, "quit", "quit", hint: "q quit"),
        KeyBinding(
          [.character("x")], .abandonReload, "stop-reload", "stop a reload (the last picture stays)"),
      ]
    ),
  ]

  /// How far one resize key moves an iPad window's edge, in points (`PreviewState.resizeWindow`).
  public static let windowStep: Double = 10

  /// Pane rows one notch of the mouse wheel scrolls, as terminals scroll text by three lines.
  public static let wheelRows = 3

  /// The action for `key` while the wireframe is shown (no picker open).
  public func action(for key: Key) -> PreviewAction? {
    if case .click(let column, let row) = key { return .click(column: column, row: row) }
    if case .wheelUp(let column, let row) = key {
      return .wheel(column: column, row: row, rows: -Self.wheelRows)
    }
    if case .wheelDown(let column, let row) = key {
      return .wheel(column: column, row: row, rows: Self.wheelRows)
    }
    return table[key]
  }

  /// The action for `key` given what covers the wireframe: an open panel takes every key, so
  /// nothing acts on the screen behind it.
  public func action(for key: Key, overlay: Overlay) -> PreviewAction? {
    switch overlay {
    case .none: action(for: key)
    case .help(let view): Self.helpAction(for: key, view: view)
    case .devicePicker: Self.pickerAction(for: key)
    case .commandLine: Self.commandLineAction(for: key)
    }
  }

  /// The standard map's action for `key` with nothing open.
  public static func action(for key: Key) -> PreviewAction? { standard.action(for: key) }

  /// The standard map's action for `key` under `overlay`.
  public static func action(for key: Key, overlay: Overlay) -> PreviewAction? {
    standard.action(for: key, overlay: overlay)
  }

  /// The action for `key` on the `:` command line.
  public static func commandLineAction(for key: Key) -> PreviewAction? {
    switch key {
    case .control("c"): .quit
    case .escape: .commandCancel
    case .enter: .commandRun
    case .tab: .commandComplete
    case .backspace: .commandBackspace
    case .character(let c): .commandInput(c)
    default: nil
    }
  }

  /// The action for `key` while the help is open (`view`): it scrolls, filters and closes, and
  /// nothing else acts on the screen behind it. Typing a character that is not one of its own
  /// keys starts a filter with it.
  public static func helpAction(for key: Key, view: HelpView) -> PreviewAction? {
    switch key {
    case .control("c"): return .quit
    case .escape: return .helpEscape
    case .down: return .helpScroll(lines: 1)
    case .up: return .helpScroll(lines: -1)
    case .pageDown: return .helpPage(1)
    case .pageUp: return .helpPage(-1)
    case .home: return .helpPage(-10_000)
    case .end: return .helpPage(10_000)
    case .wheelDown: return .helpScroll(lines: wheelRows)
    case .wheelUp: return .helpScroll(lines: -wheelRows)
    case .enter: return view.isFiltering ? .helpFilterDone : nil
    case .backspace: return .helpBackspace
    case .character(let c) where view.isFiltering: return .helpInput(c)
    case .character("j"): return .helpScroll(lines: 1)
    case .character("k"): return .helpScroll(lines: -1)
    case .character(" "): return .helpPage(1)
    case .character("?"), .character("q"): return .toggleHelp
    case .character(let c): return .helpInput(c)
    default: return nil
    }
  }

  /// The action for `key` while the device picker is open: typing filters, arrows move.
  public static func pickerAction(for key: Key) -> PreviewAction? {
    switch key {
    case .enter: .pickerConfirm
    case .escape: .pickerCancel
    case .control("c"): .quit
    case .backspace: .pickerBackspace
    case .up, .backTab: .pickerMove(-1)
    case .down, .tab: .pickerMove(1)
    case .character(let c): .pickerInput(c)
    default: nil
    }
  }

  /// Every binding in help order.
  public var bindings: [KeyBinding] { groups.flatMap(\.bindings) }

  /// The standard bindings in help order.
  public static var bindings: [KeyBinding] { standard.bindings }

  /// The binding named `name` (`rotate`), as the command line and a config file call it.
  public func binding(named name: String) -> KeyBinding? { bindings.first { $0.name == name } }

  /// The hint line's order: help first, so the way to every key shows at any width, then the
  /// keys the product exists for (rotation, text size, mirroring, language, compare, device) and
  /// quit, which all fit in 80 columns; the rest follow as the width allows.
  static let hintRank: [PreviewAction] = [
    .toggleHelp, .rotate, .largerText, .toggleDirection, .nextLanguage, .nextCompareMode, .nextDevice,
    .quit, .scroll(pages: 0.25), .selectNext, .toggleFit, .zoomIn, .nextLayout, .nextSplit,
    .resizeWindow(width: -windowStep, height: 0),
    .toggleKeyboard, .toggleSafeArea, .nextTheme, .flipCondition,
  ]

  /// The hint line's entries in `hintRank` order: the text and the action a click on it runs.
  /// A remapped action's hint names its first key instead of the standard one (`R rotate`); an
  /// action left without a key has no hint.
  public var hints: [(text: String, action: PreviewAction)] {
    Self.hintRank.compactMap { action in
      guard let binding = bindings.first(where: { $0.action == action }), let hint = binding.hint,
        let first = binding.keys.first
      else { return nil }
      let standard = Self.standard.bindings.first { $0.action == action }
      guard let standardKey = standard?.keys.first, first != standardKey else { return (hint, action) }
      let words = hint.split(separator: " ", maxSplits: 1).dropFirst().joined()
      return ("\(first.label) \(words)", action)
    }
  }

  /// The standard map's hints.
  public static var hints: [(text: String, action: PreviewAction)] { standard.hints }
}
