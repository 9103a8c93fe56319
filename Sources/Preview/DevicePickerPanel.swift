import Devices
import LayoutEngine

/// The device picker overlay's content: the filter line and a scrolling window of matches.
enum DevicePickerPanel {
  /// The picker panel for a pane of `rows` rows; the window scrolls so the highlighted match is
  /// visible, and the highlighted match is drawn with the `.selection` role.
  static func panel(_ picker: DevicePicker, catalog: DeviceCatalog, rows: Int, cursor: Character) -> Panel {
    let matches = picker.matches(in: catalog).map(\.name)
    var lines = [PanelLine(text: "Device: \(Sanitizer.sanitize(picker.filter))\(cursor)")]
    guard !matches.isEmpty else {
      lines.append(PanelLine(text: "No device matches"))
      return Panel(title: title, lines: lines)
    }
    let listRows = max(1, min(matches.count, rows - 3))
    let highlighted = min(max(0, picker.highlighted), matches.count - 1)
    let first = min(max(0, highlighted - listRows / 2), matches.count - listRows)
    for index in first..<(first + listRows) {
      let name = Sanitizer.sanitize(matches[index])
      lines.append(PanelLine(text: name, role: index == highlighted ? .selection : .panel))
    }
    return Panel(title: "\(title) · \(matches.count) of \(catalog.devices.count)", lines: lines)
  }

  /// The panel's title, with the keys it answers to.
  static let title = "Pick a device: ↑↓ Enter Esc"
}
