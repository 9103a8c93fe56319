/// The session's keys: one table that decides what a key does and what the help and README say.
public enum KeyMap {
  /// Every binding, grouped as the help shows them.
  public static let groups: [(title: String, bindings: [KeyBinding])] = [
    (
      "Device",
      [
        KeyBinding([.character("d")], .nextDevice, "next device", hint: "d/p device"),
        KeyBinding([.character("D")], .previousDevice, "previous device"),
        KeyBinding(
          [.character("p"), .character("/")], .openDevicePicker, "pick a device (type to filter)"),
        KeyBinding(
          [.character("r")], .rotate, "rotate: portrait, landscape left, right", hint: "r rotate"),
      ]
    ),
    (
      "Text and direction",
      [
        KeyBinding(
          [.character("+"), .character("=")], .largerText, "larger Dynamic Type size", hint: "+/- text"),
        KeyBinding([.character("-"), .character("_")], .smallerText, "smaller Dynamic Type size"),
        KeyBinding([.character("0")], .defaultTextSize, "default text size (Large)"),
        KeyBinding(
          [.character("m")], .toggleDirection, "mirror: left-to-right / right-to-left", hint: "m mirror"),
        KeyBinding(
          [.character("g")], .nextLanguage,
          "language: en, RTL pseudo, ar, he, double", hint: "g language"),
      ]
    ),
    (
      "Layouts and look",
      [
        KeyBinding([.character("n"), .pageDown], .nextLayout, "next layout file", hint: "n/N layout"),
        KeyBinding([.character("N"), .pageUp], .previousLayout, "previous layout file"),
        KeyBinding([.character("c")], .nextTheme, "next colour theme", hint: "c theme"),
        KeyBinding(
          [.character("s")], .toggleSafeArea, "safe area and layout margins overlay", hint: "s safe area"),
        KeyBinding(
          [.character("v")], .nextCompareMode,
          "compare: LTR|RTL, rotation, device, sizes", hint: "v compare"),
      ]
    ),
    (
      "iPad windows and keyboard",
      [
        KeyBinding(
          [.character("w")], .nextSplit, "iPad window: 1/2, 1/3, quadrant, iPadOS 18",
          hint: "w window"),
        KeyBinding([.character("W")], .previousSplit, "previous iPad window"),
        KeyBinding(
          [.character("[")], .resizeWindow(width: -windowStep, height: 0),
          "iPad window narrower (free size)", hint: "[] resize"),
        KeyBinding([.character("]")], .resizeWindow(width: windowStep, height: 0), "iPad window wider"),
        KeyBinding([.character("{")], .resizeWindow(width: 0, height: -windowStep), "iPad window shorter"),
        KeyBinding([.character("}")], .resizeWindow(width: 0, height: windowStep), "iPad window taller"),
        KeyBinding(
          [.character("t")], .toggleKeyboard, "show / hide the software keyboard", hint: "t keyboard"),
      ]
    ),
    (
      "Scrolling, zoom and selection",
      [
        KeyBinding(
          [.down, .character("j")], .scroll(pages: 0.25),
          "scroll down: the view, then the scroll view", hint: "j/k scroll"),
        KeyBinding([.up, .character("k")], .scroll(pages: -0.25), "scroll up"),
        KeyBinding(
          [.character("f")], .toggleFit, "fit: whole device / readable width",
          hint: "f fit"),
        KeyBinding([.character("z")], .zoomIn, "zoom in (on the selection)", hint: "z/Z zoom"),
        KeyBinding([.character("Z")], .zoomOut, "zoom out"),
        KeyBinding(
          [.left, .character("h")], .pan(dx: -0.25, dy: 0), "pan left while zoomed, else scroll sideways"),
        KeyBinding([.right, .character("l")], .pan(dx: 0.25, dy: 0), "pan right while zoomed, else scroll"),
        KeyBinding([.tab], .selectNext, "select the next element (reading order)", hint: "Tab select"),
        KeyBinding([.backTab], .selectPrevious, "select the previous element"),
        KeyBinding([.escape], .clearSelection, "clear the selection / close a panel"),
      ]
    ),
    (
      "Session",
      [
        KeyBinding([.character("?")], .toggleHelp, "this help", hint: "? help"),
        KeyBinding([.character(":")], .openCommandLine, "commands by name (Tab completes)"),
        KeyBinding([.character("q"), .control("c")], .quit, "quit", hint: "q quit"),
        KeyBinding([.character("x")], .abandonReload, "stop a reload (the last picture stays)"),
      ]
    ),
  ]

  /// How far one resize key moves an iPad window's edge, in points (`PreviewState.resizeWindow`).
  public static let windowStep: Double = 10

  /// Pane rows one notch of the mouse wheel scrolls, as terminals scroll text by three lines.
  public static let wheelRows = 3

  /// The action for `key` while the wireframe is shown (no picker open).
  public static func action(for key: Key) -> PreviewAction? {
    if case .click(let column, let row) = key { return .click(column: column, row: row) }
    if case .wheelUp(let column, let row) = key { return .wheel(column: column, row: row, rows: -wheelRows) }
    if case .wheelDown(let column, let row) = key { return .wheel(column: column, row: row, rows: wheelRows) }
    return table[key]
  }

  /// The action for `key` given what covers the wireframe: an open panel takes every key, so
  /// nothing acts on the screen behind it.
  public static func action(for key: Key, overlay: Overlay) -> PreviewAction? {
    switch overlay {
    case .none: action(for: key)
    case .help(let view): helpAction(for: key, view: view)
    case .devicePicker: pickerAction(for: key)
    case .commandLine: commandLineAction(for: key)
    }
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
  public static var bindings: [KeyBinding] { groups.flatMap(\.bindings) }

  /// The hint line's order: help first, then the keys the product exists for (rotation, text
  /// size, mirroring, language, compare, device) and quit, which all fit in 80 columns; the rest
  /// follow as the width allows.
  static let hintRank: [PreviewAction] = [
    .toggleHelp, .rotate, .largerText, .toggleDirection, .nextLanguage, .nextCompareMode, .nextDevice,
    .quit, .scroll(pages: 0.25), .selectNext, .toggleFit, .zoomIn, .nextLayout, .nextSplit,
    .resizeWindow(width: -windowStep, height: 0),
    .toggleKeyboard, .toggleSafeArea, .nextTheme,
  ]

  /// The hint line's entries in `hintRank` order: the text and the action a click on it runs.
  public static var hints: [(text: String, action: PreviewAction)] {
    hintRank.compactMap { action in
      bindings.first { $0.action == action }.flatMap { binding in binding.hint.map { ($0, action) } }
    }
  }

  private static let table: [Key: PreviewAction] = {
    var table: [Key: PreviewAction] = [:]
    for binding in bindings {
      for key in binding.keys { table[key] = binding.action }
    }
    return table
  }()
}
