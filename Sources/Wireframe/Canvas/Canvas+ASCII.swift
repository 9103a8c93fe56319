extension Canvas {
  /// The canvas with every character outside printable ASCII replaced by a stand-in (`×` by `x`,
  /// `·` by `-`, `…` by `~`, arrows by `^ v < >`, anything else by `?`), a wide character's two
  /// cells by the stand-in and a blank.
  ///
  /// For a terminal whose locale is not UTF-8 (POSIX, as under `su -`): there the library drops
  /// what it cannot encode, and "402×874" would read "402874".
  public func asciiOnly() -> Canvas {
    var copy = self
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = self[column, row]
        guard !cell.isContinuation, !cell.character.isASCII else { continue }
        // One column wide: placing it blanks the continuation of a wide character.
        copy.place(
          Self.asciiStandIn(for: cell.character), width: 1, column: column, row: row, role: cell.role)
      }
    }
    return copy
  }

  /// The printable ASCII character that stands in for `character`.
  public static func asciiStandIn(for character: Character) -> Character {
    switch character {
    case "×": "x"
    case "·", "•", "−", "–", "—", "─", "━", "┄": "-"
    case "…": "~"
    case "⚠": "!"
    case "↑", "▲": "^"
    case "↓", "▼": "v"
    case "←", "◀", "‹": "<"
    case "→", "▶", "›": ">"
    case "▏", "│", "┃", "┆": "|"
    case "┌", "┐", "└", "┘", "╭", "╮", "╰", "╯": "+"
    case "●", "○", "◌", "◇": "o"
    case "✓": "x"
    case "“", "”": "\""
    case "‘", "’": "'"
    default: "?"
    }
  }
}
