import Wireframe

/// What shows instead of the session when the terminal is below the minimum size: the current
/// and the needed size, centred, so the person knows how far to enlarge the window.
enum TooSmallMessage {
  /// The message lines for a terminal of `columns` x `rows`.
  static func lines(columns: Int, rows: Int) -> [String] {
    [
      "Terminal too small",
      "now \(columns)×\(rows)",
      "needs \(PreviewState.minimumColumns)×\(PreviewState.minimumRows)",
      "enlarge it, or q to quit",
    ]
  }

  /// A blank canvas of the terminal's size with the message centred (cut when even that is too big).
  static func canvas(columns: Int, rows: Int) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    let lines = lines(columns: columns, rows: rows)
    let top = max(0, (rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < rows {
      let text = PreviewText.truncated(line, width: columns)
      let left = max(0, (columns - DisplayWidth.of(text)) / 2)
      canvas.write(text, column: left, row: top + offset, role: .status)
    }
    return canvas
  }
}
