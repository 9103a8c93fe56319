import LayoutEngine

/// A canvas as plain text: its lines joined by newlines, for files, pipes and tests.
public enum PlainTextOutput {
  /// The canvas's rows, trailing spaces removed, joined with `\n`; control characters replaced.
  public static func render(_ canvas: Canvas) -> String {
    canvas.lines.map(Sanitizer.sanitize).joined(separator: "\n")
  }
}
