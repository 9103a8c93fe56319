import LayoutEngine
import Wireframe

/// The help overlay's content: every binding of `KeyMap`, grouped, as "keys  summary  :command"
/// lines that scroll, filter by a key or by words, and take two columns when the pane is wide
/// enough.
enum HelpPanel {
  /// Rows the panel spends on other things than bindings: its two borders and the filter line.
  static let chromeRows = 3

  /// The help panel for a pane of `columns` x `rows` cells, scrolled and filtered as `view` says.
  static func panel(
    _ view: HelpView, keyMap: KeyMap = .standard, columns: Int, rows: Int, cursor: Character
  ) -> Panel {
    let all = rowsOfBindings(filter: view.filter, keyMap: keyMap, columns: columns)
    let visible = visibleRows(paneRows: rows)
    let offset = clampedOffset(view.offset, count: all.count, paneRows: rows)
    let shown = Array(all.dropFirst(offset).prefix(visible))
    let filterLine: String
    if view.isFiltering {
      filterLine = "Filter: \(Sanitizer.sanitize(view.filter))\(cursor)   Enter keeps · Esc clears"
    } else if !view.filter.isEmpty {
      filterLine = "Filter: \(Sanitizer.sanitize(view.filter))   / changes · Esc clears"
    } else {
      filterLine = "/ or type to filter · j/k ↑↓ PgUp/PgDn scroll · ? Esc close"
    }
    var lines = [PanelLine(text: filterLine)]
    lines += shown.isEmpty ? [PanelLine(text: "No key matches")] : shown
    let footer =
      all.count > visible ? "\(offset + 1)-\(min(all.count, offset + visible)) of \(all.count)" : nil
    let width = ([filterLine] + all.map(\.text)).map { DisplayWidth.of($0) }.max() ?? 0
    return Panel(title: "Keys", lines: lines, footer: footer, contentWidth: width)
  }

  /// How many rows of bindings show in a pane of `paneRows` rows.
  static func visibleRows(paneRows: Int) -> Int { max(1, paneRows - chromeRows) }

  /// `offset` kept between the top and the last full page of `count` rows.
  static func clampedOffset(_ offset: Int, count: Int, paneRows: Int) -> Int {
    min(max(0, offset), max(0, count - visibleRows(paneRows: paneRows)))
  }

  /// The help's rows for `filter` in a pane `columns` wide: group titles, each binding as
  /// "keys  summary", a blank row between groups, side by side in two columns when both fit.
  static func rowsOfBindings(filter: String, keyMap: KeyMap = .standard, columns: Int) -> [PanelLine] {
    let keyWidth = keyMap.bindings.map { DisplayWidth.of(keysLabel($0)) }.max() ?? 0
    let summaryWidth = keyMap.bindings.map { DisplayWidth.of($0.summary) }.max() ?? 0
    // A key typed alone lists its own binding only, not every summary holding that letter.
    let byKey = keyMap.bindings.contains { binding in binding.keys.contains { $0.label == filter } }
    var groups: [[String]] = []
    for group in keyMap.groups {
      let matching = group.bindings.filter { binding in
        byKey
          ? binding.keys.contains { $0.label == filter }
          : matches(binding, group: group.title, filter: filter)
      }
      guard !matching.isEmpty else { continue }
      var lines = [group.title]
      for binding in matching {
        let keys = keysLabel(binding)
        let padding = String(repeating: " ", count: max(0, keyWidth - DisplayWidth.of(keys)))
        let command =
          String(repeating: " ", count: summaryWidth - DisplayWidth.of(binding.summary))
          + "  :\(binding.name)"
        lines.append("  \(keys)\(padding)  \(binding.summary)\(command)")
      }
      groups.append(lines)
    }
    let commands = commandRows(filter: byKey ? nil : filter)
    if !commands.isEmpty { groups.append(["Commands with a value (:)"] + commands) }
    let single = Array(groups.joined(separator: [""]))
    let columnWidth = single.map { DisplayWidth.of($0) }.max() ?? 0
    let gap = 3
    // The panel's border and padding take four columns.
    guard groups.count > 1, 2 * columnWidth + gap + 4 <= columns else {
      return single.map { PanelLine(text: $0) }
    }
    // Split at the group boundary that balances the two columns best.
    var best = 1
    var bestHeight = Int.max
    for split in 1..<groups.count {
      let left = Array(groups[..<split].joined(separator: [""])).count
      let right = Array(groups[split...].joined(separator: [""])).count
      if max(left, right) < bestHeight { (best, bestHeight) = (split, max(left, right)) }
    }
    let left = Array(groups[..<best].joined(separator: [""]))
    let right = Array(groups[best...].joined(separator: [""]))
    return (0..<max(left.count, right.count)).map { row in
      let leftText = row < left.count ? left[row] : ""
      let rightText = row < right.count ? right[row] : ""
      let padding = String(repeating: " ", count: columnWidth + gap - DisplayWidth.of(leftText))
      return PanelLine(text: rightText.isEmpty ? leftText : leftText + padding + rightText)
    }
  }

  /// The `:` commands that take a value, as "  :device NAME  summary" rows, those matching
  /// `filter`'s words (none for a filter that is a key).
  static func commandRows(filter: String?) -> [String] {
    guard let filter else { return [] }
    let words = filter.lowercased().split(separator: " ")
    let rows = SessionCommand.valued.compactMap { command -> (String, String)? in
      let summary = SessionCommand.valuedSummaries[command.name] ?? command.value
      let text = (command.name + " " + summary + " commands").lowercased()
      guard words.allSatisfy({ text.contains($0) }) else { return nil }
      return (":" + command.name + (command.placeholder.isEmpty ? "" : " " + command.placeholder), summary)
    }
    let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    return rows.map {
      "  \($0.0)" + String(repeating: " ", count: width - DisplayWidth.of($0.0)) + "  \($0.1)"
    }
  }

  /// Whether `binding` answers `filter` typed as words: one of its keys is exactly what was typed
  /// (`PgDn`), or every word typed is in its summary or group title (ignoring case).
  static func matches(_ binding: KeyBinding, group: String, filter: String) -> Bool {
    let words = filter.split(separator: " ")
    guard !words.isEmpty else { return true }
    if words.count == 1, binding.keys.contains(where: { $0.label == words[0] }) { return true }
    let haystack = (binding.summary + " " + group + " " + binding.name).lowercased()
    return words.allSatisfy { haystack.contains($0.lowercased()) }
  }

  /// The keys of a binding as the help writes them: `n, PgDn`, or `-` when a config took them all.
  static func keysLabel(_ binding: KeyBinding) -> String {
    binding.keys.isEmpty ? "-" : binding.keys.map(\.label).joined(separator: ", ")
  }
}

extension KeyMap {
  /// The help's lines in one column, as `layout-preview preview --keys` prints them and the
  /// manual page's KEYS section is made from: group titles, then "  keys  summary  :name" lines.
  public var helpLines: [String] {
    HelpPanel.rowsOfBindings(filter: "", keyMap: self, columns: 0).map(\.text)
  }

  /// The standard map's help lines.
  public static var helpLines: [String] { standard.helpLines }
}
