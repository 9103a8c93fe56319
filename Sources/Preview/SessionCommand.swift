import Devices
import LayoutEngine

/// The session's `:` commands: every action of the key map by its name (`:rotate`), the ones that
/// take a value (`:device iPad Air 11`, `:type AX3`, `:language ar`, `:split half`,
/// `:window 600x800`), and two that leave the state machine for the terminal layer to carry out
/// (`:render out.svg`, `:check`), so every action can be reached by name as well as by key.
enum SessionCommand {
  /// Every keyed action by name, in the help's order: the key map's names.
  static let named: [(name: String, action: PreviewAction)] = KeyMap.standard.bindings.map {
    ($0.name, $0.action)
  }

  /// The commands that take a value (or none, when `value` is empty): the name, how the help
  /// writes the value (`NAME`), and what the value is.
  static let valued: [(name: String, placeholder: String, value: String)] = [
    ("device", "NAME", "a name or a size"), ("type", "SIZE", "xSmall … AX5"),
    ("language", "CODE", "en, rtl-pseudo, ar, he, double"),
    ("split", "MODE", "full, two-thirds, half, one-third, slide-over"),
    ("window", "WINDOW", "full, half, third, quadrant or WxH"), ("render", "FILE.svg", "a file: .svg"),
    ("check", "", ""),
  ]

  /// What each value command does, for the help's last group.
  static let valuedSummaries: [String: String] = [
    "device": "show a device: a name or a size", "type": "text size: xSmall … AX5",
    "language": "language: en, rtl-pseudo, ar, he, double",
    "split": "iPadOS 18: full, two-thirds, half, one-third, slide-over",
    "window": "iPadOS 26: full, half, third, quadrant or WxH", "render": "write this variant as SVG",
    "check": "check's rules on this variant",
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
    let valuedName = candidates.count == 1 && valued.contains { $0.name == common && !$0.value.isEmpty }
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
    case "render":
      guard !value.isEmpty else { return refuse(value, for: name) }
      request = .render(path: value)
    case "check": request = .check
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
