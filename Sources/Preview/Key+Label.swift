extension Key {
  /// The key written `label` as the help writes keys (`q`, `Ctrl-R`, `PgDn`, `Tab`, `Space`, `↑`),
  /// also `Up`, `Down`, `Left`, `Right`, `PageUp`, `PageDown` and `Escape`; `nil` for anything
  /// else, and for the mouse, which no config maps.
  public init?(label: String) {
    if let key = Self.named[label.lowercased()] {
      self = key
      return
    }
    if label.count == 1, let character = label.first, !character.isWhitespace,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      self = .character(character)
      return
    }
    if label.lowercased().hasPrefix("ctrl-"), label.count == 6, let letter = label.last?.lowercased().first,
      letter.isASCII, letter.isLetter
    {
      self = .control(letter)
      return
    }
    return nil
  }

  /// The keys with names, by their lower-cased labels and the spellings also taken.
  private static let named: [String: Key] = [
    "space": .character(" "), "↑": .up, "up": .up, "↓": .down, "down": .down, "←": .left, "left": .left,
    "→": .right, "right": .right, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown,
    "pagedown": .pageDown, "home": .home, "end": .end, "enter": .enter, "esc": .escape, "escape": .escape,
    "backspace": .backspace, "tab": .tab, "shift-tab": .backTab,
  ]
}
