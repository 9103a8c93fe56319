import LayoutEngine

/// A label (a text line, a control's title, an icon) recorded while the nodes are drawn and
/// written only after every line, border, separator and fill, so those give way to what a person
/// reads (`LabelLayer`).
struct PendingLabel {
  /// What is written.
  enum Content {
    /// A text line placed within columns, hugging a side, as `TextRasterizer.drawLine` places it.
    case line(String, columns: Range<Int>, side: TextPlacement.Side, marksTruncation: Bool, overflows: Bool)
    /// Characters at a fixed column: an icon's glyph, a symbol's name, a switch.
    case fixed(String, column: Int)
  }

  var content: Content
  /// The row it is written on.
  var row: Int
  var role: CellRole
  /// The clip of the node that drew it.
  var clip: CellRect
  /// Where its text may overflow (`OverflowRoom`), when anywhere.
  var overflow: OverflowRoom?
  /// Whether its row lies outside its frame's rows (a wrapped line pushed below a frame too short
  /// for all its lines): such a line yields to every label drawn in its own frame.
  var isPushed: Bool = false
  /// Columns cleared of the lines that give way, beyond the cells beside it: a field's interior is
  /// the field's, so a bar's edge drawn through it leaves it blank.
  var clears: Range<Int>? = nil
  /// Marks written tight around the line when its columns hold them too (a bordered button's
  /// `(` and `)` once its outline is gone), left off when they would cut it: the line is what a
  /// person reads.
  var marks: Marks? = nil

  /// A pair of marks around a line.
  struct Marks {
    var open: Character
    var close: Character
  }

  /// The text written in `count` columns: `line` within its marks when they fit whole, else alone.
  func shown(_ line: String, in count: Int) -> String {
    guard let marks, TextRasterizer.width(of: line) + 2 <= count else { return line }
    return String(marks.open) + line + String(marks.close)
  }

  /// The columns `line` asks for: its width, and its marks'.
  func wanted(_ line: String) -> Int { TextRasterizer.width(of: line) + (marks == nil ? 0 : 2) }

  /// How many columns more than its own a line needs (0 for a fixed label or one that fits): the
  /// labels that need least are written first, so one long title cannot take the free cells that
  /// would have let two short ones read whole.
  var need: Int {
    guard case .line(let line, let columns, _, _, _) = content else { return 0 }
    return max(0, wanted(line) - columns.count)
  }

  /// Whether it is a line that may run past its frame and shares its row's free cells with the
  /// row's other such lines (`RowShare`): not one the layout truncated, nor a pushed one.
  var shares: Bool {
    guard case .line(_, _, _, let marksTruncation, let overflows) = content else { return false }
    return overflows && !marksTruncation && !isPushed && overflow != nil
  }
}
