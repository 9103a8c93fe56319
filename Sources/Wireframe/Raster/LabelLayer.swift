/// Writes the labels recorded while the nodes were drawn, after every line, border, separator
/// and fill, so what a person reads wins over what frames it.
///
/// Labels in their own frames go first, those that fit in their columns before those that need
/// more (fewest extra columns first, so a long title cannot starve two short ones), in paint order
/// otherwise; then wrapped lines pushed below a frame too short for them. Each keeps a blank column between itself and any other label (two texts
/// never join): a line is narrowed to the longest run of its columns that no earlier label
/// touches, and a pushed line that would land on one is left out. A horizontal line (a
/// separator, a card's or a bar's edge) or a fill that runs up to a label is cut back by one cell,
/// so a label never touches a line or sits flush in a fill.
enum LabelLayer {
  /// Writes `labels` onto `painter`'s canvas.
  static func draw(_ labels: [PendingLabel], into painter: inout Painter) {
    let columns = painter.canvas.columns
    let rows = painter.canvas.rows
    var taken = [Bool](repeating: false, count: columns * rows)
    let needs = labels.map(\.need)
    let order = labels.indices.sorted { a, b in
      (labels[a].isPushed ? 1 : 0, needs[a], a) < (labels[b].isPushed ? 1 : 0, needs[b], b)
    }
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
        var free = freeRun(in: room, row: label.row, taken: taken, columns: columns)
        guard !free.isEmpty, !label.isPushed || free == room else { continue }
        let width = TextRasterizer.width(of: line)
        if free.count == width, let overflow = label.overflow,
          touches(free, row: label.row, canvas: painter.canvas)
        {
          // Flush against an outline with no column to spare: one more from the free cells beside it.
          let wider = overflow.columns(
            for: width + 1, row: label.row, in: free, side: side, canvas: painter.canvas)
          free = freeRun(in: wider, row: label.row, taken: taken, columns: columns)
        }
        free = awayFromEdges(free, width: width, row: label.row, canvas: painter.canvas)
        drawn = TextRasterizer.paint(
          line, row: label.row, columns: free, side: side, role: label.role,
          marksTruncation: marksTruncation, into: &painter)
      }
      let clamped = drawn.clamped(to: 0..<columns)
      for column in clamped { taken[label.row * columns + column] = true }
      clearLine(beside: clamped, row: label.row, into: &painter)
      if let clears = label.clears {
        clear(clears.filter { !clamped.contains($0) }, row: label.row, into: &painter)
      }
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

  /// `columns` narrowed by a column on each side where the cell just outside shows something
  /// that stays (an outline, the bezel, a glyph), as long as a line `width` wide still fits: a
  /// label a frame puts flush against a border moves a column in.
  static func awayFromEdges(_ columns: Range<Int>, width: Int, row: Int, canvas: Canvas) -> Range<Int> {
    func stays(_ column: Int) -> Bool { LabelLayer.stays(column: column, row: row, canvas: canvas) }
    var narrowed = columns
    if narrowed.count > width, stays(narrowed.lowerBound - 1) {
      narrowed = (narrowed.lowerBound + 1)..<narrowed.upperBound
    }
    if narrowed.count > width, stays(narrowed.upperBound) {
      narrowed = narrowed.lowerBound..<(narrowed.upperBound - 1)
    }
    return narrowed
  }

  /// Whether the cell shows something that stays beside a label: not blank, not a line or a
  /// fill that gives way.
  static func stays(column: Int, row: Int, canvas: Canvas) -> Bool {
    guard canvas.contains(column: column, row: row) else { return false }
    let cell = canvas[column, row]
    return cell.character != " " && !isYieldingLine(cell) && cell.role != .fill
  }

  /// Whether something that stays sits right outside `columns` on either side.
  static func touches(_ columns: Range<Int>, row: Int, canvas: Canvas) -> Bool {
    stays(column: columns.lowerBound - 1, row: row, canvas: canvas)
      || stays(column: columns.upperBound, row: row, canvas: canvas)
  }

  /// Blanks a horizontal line's or a fill's cell right beside `drawn` on either side, so a
  /// separator or an edge that runs through a label's row, or the fill it sits on (a chat bubble),
  /// stops a space short of it.
  static func clearLine(beside drawn: Range<Int>, row: Int, into painter: inout Painter) {
    clear(drawn.isEmpty ? [] : [drawn.lowerBound - 1, drawn.upperBound], row: row, into: &painter)
  }

  /// Blanks the cells of `columns` on `row` that show a line or a fill giving way to labels.
  static func clear(_ columns: [Int], row: Int, into painter: inout Painter) {
    for column in columns {
      guard painter.canvas.contains(column: column, row: row), painter.clip.contains(column: column, row: row)
      else { continue }
      let cell = painter.canvas[column, row]
      guard isYieldingLine(cell) || cell.role == .fill else { continue }
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
