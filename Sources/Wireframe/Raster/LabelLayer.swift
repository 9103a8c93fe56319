/// Writes the labels recorded while the nodes were drawn, after every line, border, separator
/// and fill, so what a person reads wins over what frames it.
///
/// Labels in their own frames go first, in paint order, then wrapped lines pushed below a frame
/// too short for them. Each keeps a blank column between itself and any other label (two texts
/// never join): a line is narrowed to the longest run of its columns that no earlier label
/// touches, and a pushed line that would land on one is left out. A horizontal line (a
/// separator, a card's or a bar's edge) that runs up to a label is cut back by one cell, so a
/// label never touches a line.
enum LabelLayer {
  /// Writes `labels` onto `painter`'s canvas.
  static func draw(_ labels: [PendingLabel], into painter: inout Painter) {
    let columns = painter.canvas.columns
    let rows = painter.canvas.rows
    var taken = [Bool](repeating: false, count: columns * rows)
    let order = labels.indices.filter { !labels[$0].isPushed } + labels.indices.filter { labels[$0].isPushed }
    let saved = (painter.clip, painter.overflow)
    defer { (painter.clip, painter.overflow) = saved }
    for index in order {
      let label = labels[index]
      guard label.row >= 0, label.row < rows else { continue }
      painter.clip = label.clip
      painter.overflow = label.overflow
      let drawn: Range<Int>
      switch label.content {
      case .fixed(let text, let column):
        let span = column..<(column + DisplayWidth.of(text))
        guard freeRun(in: span, row: label.row, taken: taken, columns: columns) == span else { continue }
        painter.write(text, column: column, row: label.row, role: label.role)
        drawn = span
      case .line(let line, var room, let side, let marksTruncation, let overflows):
        if overflows, !marksTruncation, let overflow = label.overflow {
          room = overflow.columns(
            for: TextRasterizer.width(of: line), row: label.row, in: room, side: side, canvas: painter.canvas)
        }
        let free = freeRun(in: room, row: label.row, taken: taken, columns: columns)
        guard !free.isEmpty, !label.isPushed || free == room else { continue }
        drawn = TextRasterizer.paint(
          line, row: label.row, columns: free, side: side, role: label.role,
          marksTruncation: marksTruncation, into: &painter)
      }
      let clamped = drawn.clamped(to: 0..<columns)
      for column in clamped { taken[label.row * columns + column] = true }
      clearLine(beside: clamped, row: label.row, into: &painter)
    }
  }

  /// The longest run of `range` on `row` whose cells and their neighbours hold no label yet
  /// (`range` itself when nothing is in the way).
  static func freeRun(in range: Range<Int>, row: Int, taken: [Bool], columns: Int) -> Range<Int> {
    func blocked(_ column: Int) -> Bool {
      for c in (column - 1)...(column + 1) where c >= 0 && c < columns && taken[row * columns + c] {
        return true
      }
      return false
    }
    var best = range.lowerBound..<range.lowerBound
    var start = range.lowerBound
    for column in range {
      if blocked(column) {
        start = column + 1
      } else if column + 1 - start > best.count {
        best = start..<(column + 1)
      }
    }
    return best
  }

  /// Blanks a horizontal line's cell right beside `drawn` on either side, so a separator or an
  /// edge that runs through a label's row stops a space short of it.
  static func clearLine(beside drawn: Range<Int>, row: Int, into painter: inout Painter) {
    guard !drawn.isEmpty else { return }
    for column in [drawn.lowerBound - 1, drawn.upperBound] {
      guard painter.canvas.contains(column: column, row: row), painter.clip.contains(column: column, row: row)
      else { continue }
      let cell = painter.canvas[column, row]
      guard isYieldingLine(cell) else { continue }
      painter.canvas.place(" ", column: column, row: row, role: cell.role)
    }
  }

  /// The horizontal lines of both glyph sets.
  private static let horizontalLines: Set<Character> = [
    Glyphs.unicode.horizontal, Glyphs.unicode.dividerHorizontal, Glyphs.unicode.dottedHorizontal,
    Glyphs.ascii.horizontal, Glyphs.ascii.dividerHorizontal, Glyphs.ascii.dottedHorizontal,
  ]

  /// Whether `cell` shows a horizontal line that gives way to a label.
  static func isYieldingLine(_ cell: Cell) -> Bool {
    yields(cell.role) && horizontalLines.contains(cell.character)
  }

  /// Whether a line drawn in `role` gives way to labels: separators, containers' and bars' edges.
  static func yields(_ role: CellRole) -> Bool {
    role == .divider || role == .container || role == .systemBar
  }
}
