/// The session's keys: one table that decides what a key does and what the help and README say.
public enum KeyMap {
  /// Every binding, grouped as the help shows them.
  public static let groups: [(title: String, bindings: [KeyBinding])] = [
    (
      "Scrolling, zoom and selection",
      [
        KeyBinding(
          [.down, .character("j")], .scroll(pages: 0.25),
          "scroll down: the view, then the scroll view", hint: "j/k scroll"),
        KeyBinding([.up, .character("k")], .scroll(pages: -0.25), "scroll up"),
        KeyBinding(
          [.character("f")], .toggleFit, "fit: the whole device / its width, readable (scroll with j/k)",
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
      "Device",
      [
        KeyBinding([.character("d")], .nextDevice, "next device", hint: "d/D device"),
        KeyBinding([.character("D")], .previousDevice, "previous device"),
        KeyBinding(
          [.character("p"), .character("/")], .openDevicePicker, "pick a device (type to filter)",
          hint: "p pick"),
        KeyBinding(
          [.character("r")], .rotate, "rotate: portrait, landscape left, landscape right", hint: "r rotate"),
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
          [.character("m")], .toggleDirection, "mirror: left-to-right / right-to-left", hint: "m RTL"),
        KeyBinding(
          [.character("g")], .nextLanguage,
          "language: English, RTL pseudo, Arabic, Hebrew, double length", hint: "g language"),
      ]
    ),
    (
      "Layouts and look",
      [
        KeyBinding([.character("n"), .pageDown], .nextLayout, "next layout file", hint: "n/N layout"),
        KeyBinding([.character("N"), .pageUp], .previousLayout, "previous layout file"),
        KeyBinding([.character("c")], .nextTheme, "next colour theme"),
        KeyBinding(
          [.character("s")], .toggleSafeArea, "safe area and layout margins overlay", hint: "s safe area"),
        KeyBinding(
          [.character("v")], .nextCompareMode,
          "compare side by side: LTR|RTL, portrait|landscape, devices, text sizes, off", hint: "v compare"),
      ]
    ),
    (
      "Multitasking and keyboard",
      [
        KeyBinding(
          [.character("w")], .nextSplit, "next iPad multitasking mode: full, 2/3, 1/2, 1/3, Slide Over",
          hint: "w split"),
        KeyBinding([.character("W")], .previousSplit, "previous multitasking mode"),
        KeyBinding(
          [.character("t")], .toggleKeyboard, "show / hide the software keyboard", hint: "t keyboard"),
      ]
    ),
    (
      "Session",
      [
        KeyBinding([.character("?")], .toggleHelp, "this help", hint: "? help"),
        KeyBinding([.character("q"), .control("c")], .quit, "quit", hint: "q quit"),
        KeyBinding([.character("x")], .abandonReload, "stop a reload in progress (the last picture stays)"),
      ]
    ),
  ]

  /// Pane rows one notch of the mouse wheel scrolls, as terminals scroll text by three lines.
  public static let wheelRows = 3

  /// The action for `key` while the wireframe is shown (no picker open).
  public static func action(for key: Key) -> PreviewAction? {
    if case .click(let column, let row) = key { return .click(column: column, row: row) }
    if case .wheelUp(let column, let row) = key { return .wheel(column: column, row: row, rows: -wheelRows) }
    if case .wheelDown(let column, let row) = key { return .wheel(column: column, row: row, rows: wheelRows) }
    return table[key]
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

  /// The hint line: the most used keys, help and quit first so a narrow terminal still shows
  /// how to learn the rest and how to leave.
  public static var hints: [String] {
    let first: [PreviewAction] = [.toggleHelp, .quit, .scroll(pages: 0.25)]
    let withHints = bindings.filter { $0.hint != nil }
    let leading = first.compactMap { action in withHints.first { $0.action == action } }
    return (leading + withHints.filter { !first.contains($0.action) }).compactMap(\.hint)
  }

  private static let table: [Key: PreviewAction] = {
    var table: [Key: PreviewAction] = [:]
    for binding in bindings {
      for key in binding.keys { table[key] = binding.action }
    }
    return table
  }()
}
