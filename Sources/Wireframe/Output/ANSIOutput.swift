import LayoutEngine

/// A canvas as text with ANSI colours from a theme: for `render --color` and terminals that are
/// not driven through ncurses.
///
/// Styles are emitted only where they change, and every line ends reset, so the text can be cut
/// into lines, paged or piped without colours bleeding. Cell characters are sanitized again so a
/// control character that slipped into a cell can never reach the terminal as a command.
public enum ANSIOutput {
  /// The canvas rendered with `theme` at `depth`, lines joined with `\n`, trailing blanks dropped.
  public static func render(_ canvas: Canvas, theme: Theme, depth: ColorDepth) -> String {
    var lines: [String] = []
    for row in 0..<canvas.rows {
      lines.append(line(row, of: canvas, theme: theme, depth: depth))
    }
    return lines.joined(separator: "\n")
  }

  /// One row: characters with a sequence before each change of style, reset at the end.
  static func line(_ row: Int, of canvas: Canvas, theme: Theme, depth: ColorDepth) -> String {
    var last = canvas.columns - 1
    while last >= 0, canvas[last, row].character == " ",
      SGR.parameters(for: theme.style(for: canvas[last, row].role, depth: depth), depth: depth).isEmpty
    {
      last -= 1
    }
    var out = ""
    var current = ""
    for column in 0..<(last + 1) {
      let cell = canvas[column, row]
      guard !cell.isContinuation else { continue }
      let sequence = SGR.sequence(for: theme.style(for: cell.role, depth: depth), depth: depth)
      if sequence != current {
        out += sequence.isEmpty ? SGR.reset : sequence
        current = sequence
      }
      out.append(Sanitizer.sanitize(cell.character))
    }
    if !current.isEmpty { out += SGR.reset }
    return out
  }
}
