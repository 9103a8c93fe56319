import Devices
import LayoutEngine

/// The session's `:` commands: a name for every action a key runs, and five that take a value
/// (`:device iPad Air 11`, `:type AX3`, `:language ar`, `:split half`, `:window 600x800`), so every action can be
/// reached by name as well as by key.
enum SessionCommand {
  /// Every keyed action by name, in the help's order.
  static let named: [(name: String, action: PreviewAction)] = [
    ("next-device", .nextDevice), ("previous-device", .previousDevice), ("pick", .openDevicePicker),
    ("rotate", .rotate), ("larger", .largerText), ("smaller", .smallerText),
    ("default-size", .defaultTextSize), ("mirror", .toggleDirection), ("next-language", .nextLanguage),
    ("next-layout", .nextLayout), ("previous-layout", .previousLayout), ("theme", .nextTheme),
    ("safe-area", .toggleSafeArea), ("compare", .nextCompareMode), ("next-split", .nextSplit),
    ("previous-split", .previousSplit), ("narrower", .resizeWindow(width: -KeyMap.windowStep, height: 0)),
    ("wider", .resizeWindow(width: KeyMap.windowStep, height: 0)),
    ("shorter", .resizeWindow(width: 0, height: -KeyMap.windowStep)),
    ("taller", .resizeWindow(width: 0, height: KeyMap.windowStep)), ("keyboard", .toggleKeyboard),
    ("down", .scroll(pages: 0.25)),
    ("up", .scroll(pages: -0.25)), ("fit", .toggleFit), ("zoom-in", .zoomIn), ("zoom-out", .zoomOut),
    ("left", .pan(dx: -0.25, dy: 0)), ("right", .pan(dx: 0.25, dy: 0)), ("select-next", .selectNext),
    ("select-previous", .selectPrevious), ("clear", .clearSelection), ("help", .toggleHelp),
    ("quit", .quit), ("stop-reload", .abandonReload),
  ]

  /// The commands that take a value, with what the value is.
  static let valued: [(name: String, value: String)] = [
    ("device", "a name or a size"), ("type", "xSmall … AX5"), ("language", "en, rtl-pseudo, ar, he, double"),
    ("split", "full, two-thirds, half, one-third, slide-over"),
    ("window", "full, half, third, quadrant or WxH"),
  ]

  /// Every command name, for completion and suggestions.
  static var names: [String] { named.map(\.name) + valued.map(\.name) }

  /// `text` with its command name completed as far as the names starting with it agree.
  static func completed(_ text: String) -> String {
    guard !text.contains(" ") else { return text }
    let candidates = names.filter { $0.hasPrefix(text) }
    guard var common = candidates.first else { return text }
    for name in candidates.dropFirst() {
      while !name.hasPrefix(common) { common.removeLast() }
    }
    let valuedName = candidates.count == 1 && valued.contains { $0.name == common }
    return valuedName ? common + " " : common
  }

  /// The name of the command for `action`, when it has one (the help lists it beside the key).
  static func name(of action: PreviewAction) -> String? {
    named.first { $0.action == action }?.name
  }
}

extension PreviewState {
  /// Runs a `:` command: a named action as its key would, or a value command; anything else says
  /// what was not understood and which command was probably meant.
  mutating func runCommand(_ text: String, in environment: PreviewEnvironment) {
    let words = text.split(separator: " ", maxSplits: 1).map(String.init)
    guard let name = words.first else { return }
    let value = words.count > 1 ? words[1] : ""
    if let action = SessionCommand.named.first(where: { $0.name == name })?.action {
      self = applying(action, in: environment)
      return
    }
    switch name {
    case "device":
      guard let device = environment.catalog.matches(for: value).first else {
        notice = "No device matches \"\(value)\""
        return
      }
      self = applying(.openDevicePicker, in: environment)
      overlay = .devicePicker(DevicePicker(filter: value))
      self = applying(.pickerConfirm, in: environment)
      notice = device.name
    case "type":
      guard device.hasDynamicType else { return notice = Self.noDynamicTypeNotice(device) }
      guard let size = DynamicTypeSize(name: value) else { return refuse(value, for: name) }
      requestedTypeSize = size
      notice = "Text size: \(typeSize.name)"
    case "language":
      guard let language = Language(rawValue: value) else { return refuse(value, for: name) }
      self.language = language
      direction = language.layoutDirection
      center = nil
      notice = "Language: \(language.displayName)"
    case "split":
      guard let mode = SplitMode(rawValue: value) else { return refuse(value, for: name) }
      splitMode = mode
      notice = screen.splitMode == mode ? mode.displayName : "\(mode.displayName) is not offered here"
    case "window":
      let named: SplitMode?
      do {
        named = try SplitMode.window(named: value)
      } catch {
        return notice = "\(error)"
      }
      guard let mode = named else { return refuse(value, for: name) }
      splitMode = mode
      notice = screen.splitMode == mode ? windowNotice : "\(mode.displayName) is not offered here"
    default:
      let suggestion = EditDistance.suggestion(for: name, among: SessionCommand.names)
      notice = "Unknown command \"\(name)\"" + (suggestion.map { ": did you mean :\($0)?" } ?? "")
    }
  }

  /// Says that `value` is not one `:name` takes, and what it takes.
  private mutating func refuse(_ value: String, for name: String) {
    let takes = SessionCommand.valued.first { $0.name == name }?.value ?? ""
    notice = "Unknown value \"\(value)\" for :\(name): \(takes)"
  }
}
