/// The help overlay's content: every binding of `KeyMap`, grouped, as "keys  summary" lines.
enum HelpPanel {
  /// The help panel for a pane of `rows` rows: with a blank line between groups when they all
  /// fit, without them when space is short (the panel cuts what still does not fit).
  static func panel(rows: Int) -> Panel {
    let bindings = KeyMap.bindings
    let keyWidth = bindings.map { keysLabel($0).count }.max() ?? 0
    var groups: [[PanelLine]] = []
    for group in KeyMap.groups {
      var lines = [PanelLine(text: group.title)]
      for binding in group.bindings {
        let keys = keysLabel(binding)
        let padding = String(repeating: " ", count: max(0, keyWidth - keys.count))
        lines.append(PanelLine(text: "  \(keys)\(padding)  \(binding.summary)"))
      }
      groups.append(lines)
    }
    let spaced = Array(groups.joined(separator: [PanelLine(text: "")]))
    let lines = spaced.count + 2 <= rows ? spaced : Array(groups.joined())
    return Panel(title: "Keys · Esc or ? closes", lines: lines)
  }

  /// The keys of a binding as the help writes them: `n, PgDn`.
  static func keysLabel(_ binding: KeyBinding) -> String {
    binding.keys.map(\.label).joined(separator: ", ")
  }
}
