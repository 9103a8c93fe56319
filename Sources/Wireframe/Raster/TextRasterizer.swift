import LayoutEngine

/// Writes laid-out text lines onto the canvas: each line on the row of its place in the frame,
/// aligned within the frame's columns, with the layout's `…` and the terminal's cut marker in
/// their own roles so a reader can tell "the device truncates this" from "the terminal is too
/// coarse".
enum TextRasterizer {
  /// The row of each of `count` lines stacked evenly in `frame` (line i's centre at
  /// `minY + (i + 0.5) * lineHeight`), each at least one row below the previous so lines that
  /// are closer than a row apart still all show; lines further apart than a row close up under
  /// the first into consecutive rows, since a line a row tall would leave blank rows inside a
  /// paragraph that has none (22-pt lines at 15 pt a row). The first line stays where the layout
  /// puts it, so a paragraph running past the window's bottom still shows its top.
  static func rows(forLines count: Int, in frame: Rect, viewport: Viewport) -> [Int] {
    guard count > 0 else { return [] }
    let lineHeight = frame.height / Double(count)
    var rows: [Int] = []
    for index in 0..<count {
      let y = frame.minY + (Double(index) + 0.5) * lineHeight
      var row = viewport.cell(atX: frame.minX, y: y).row
      if let previous = rows.last, row <= previous { row = previous + 1 }
      rows.append(row)
    }
    guard let first = rows.first, let last = rows.last, last - first + 1 > count else { return rows }
    return (0..<count).map { first + $0 }
  }

  /// Draws `lines` (already from the layout) in `frame`, between `columns`, on `given` rows or
  /// else stacked evenly; with `overflows`, a line the columns cut may spill into the painter's
  /// `overflow` room.
  static func draw(
    _ lines: [String], isTruncated: Bool, frame: Rect, columns: Range<Int>, side: TextPlacement.Side,
    role: CellRole, viewport: Viewport, overflows: Bool = false, rows given: [Int]? = nil,
    into painter: inout Painter
  ) {
    let rows = given ?? rows(forLines: lines.count, in: frame, viewport: viewport)
    let lastRow = viewport.cells(for: frame).maxRow - 1
    for (index, line) in lines.enumerated() {
      let marksTruncation = isTruncated && index == lines.count - 1
      drawLine(
        line, row: rows[index], columns: columns, side: side, role: role,
        marksTruncation: marksTruncation, overflows: overflows, isPushed: rows[index] > lastRow,
        into: &painter)
    }
  }

  /// Draws one line on `row`, or records it for `LabelLayer` when the painter defers labels (it is
  /// then written after every line and border, with `paint`): its controls replaced (its bidi
  /// formatting characters are applied by the reordering, then removed), placed, its layout `…` in
  /// `truncatedText` when `marksTruncation`, and the cut marker in `clippedText` when it does not
  /// fit. With `overflows`, a line the columns cut (not one the layout truncated) first grows into
  /// the painter's `overflow` room, so a short label in a wide row reads whole.
  static func drawLine(
    _ line: String, row: Int, columns: Range<Int>, side: TextPlacement.Side, role: CellRole,
    marksTruncation: Bool = false, overflows: Bool = false, isPushed: Bool = false,
    clears: Range<Int>? = nil, marks: PendingLabel.Marks? = nil, into painter: inout Painter
  ) {
    guard !columns.isEmpty else { return }
    let label = PendingLabel(
      content: .line(
        line, columns: columns, side: side, marksTruncation: marksTruncation, overflows: overflows),
      row: row, role: role, clip: painter.clip, overflow: overflows ? painter.overflow : nil,
      isPushed: isPushed, clears: clears, marks: marks)
    if painter.pending != nil {
      painter.pending?.append(label)
      return
    }
    var columns = columns
    if overflows, !marksTruncation, let room = painter.overflow {
      columns = room.columns(
        for: label.wanted(line), row: row, in: columns, side: side, canvas: painter.canvas)
    }
    paint(
      label.shown(line, in: columns.count), row: row, columns: columns, side: side, role: role,
      marksTruncation: marksTruncation, into: &painter)
  }

  /// The columns `line` takes once sanitized.
  static func width(of line: String) -> Int {
    DisplayWidth.of(Sanitizer.sanitizeKeepingBidiFormatting(line))
  }

  /// Writes one line within `columns` (already grown by any overflow); returns the columns it
  /// took, markers included.
  @discardableResult
  static func paint(
    _ line: String, row: Int, columns: Range<Int>, side: TextPlacement.Side, role: CellRole,
    marksTruncation: Bool, into painter: inout Painter
  ) -> Range<Int> {
    guard !columns.isEmpty else { return columns.lowerBound..<columns.lowerBound }
    let sanitized = Sanitizer.sanitizeKeepingBidiFormatting(line)
    let placement = TextPlacement(sanitized, in: columns, side: side)
    var body = placement.text
    var ellipsis = false
    if marksTruncation, !placement.isCut, body.last == "…" {
      body.removeLast()
      ellipsis = true
    }
    // Cut and placed on the logical text; reordered (and shaped) only for the screen. Text with
    // no strong character (a price, a phone or card number) is a left-to-right paragraph, so the
    // digits and groups of a number never reverse, whatever the context (HIG, "Numbers").
    let visual = BidiText.visual(body, fallback: .leftToRight)
    var column = placement.column
    if !placement.isCut {
      // Ligatures and removed controls can make the visual line narrower: keep hugging the side.
      let narrower = DisplayWidth.of(body) - DisplayWidth.of(visual.text)
      column += side == .right ? narrower : side == .center ? narrower / 2 : 0
    }
    let start = column
    // A marker sits at the logical end: the left for a right-to-left paragraph.
    if visual.isRightToLeft {
      if ellipsis { column += painter.put("…", column: column, row: row, role: .truncatedText) }
      if placement.isCut {
        column += painter.put(painter.glyphs.textCut, column: column, row: row, role: .clippedText)
      }
      column += painter.write(visual.text, column: column, row: row, role: role)
      return start..<column
    }
    column += painter.write(visual.text, column: column, row: row, role: role)
    if ellipsis { column += painter.put("…", column: column, row: row, role: .truncatedText) }
    if placement.isCut {
      column += painter.put(painter.glyphs.textCut, column: column, row: row, role: .clippedText)
    }
    return start..<column
  }

  /// A wrapped title's lines on one row: joined by a space where the layout broke at one, and
  /// without where it broke inside a word (`Bluetoot` + `h` is `Bluetooth`, not `Bluetoot h`).
  static func joined(_ lines: [String], title: String) -> String {
    guard lines.count > 1 else { return lines.first ?? title }
    var joined = lines[0]
    for line in lines.dropFirst() {
      let spaced = joined + " " + line
      joined = title.contains(spaced) || !title.contains(joined + line) ? spaced : joined + line
    }
    return joined
  }

  /// The lines a node shows: its laid-out text, or `fallback` when the layout gave none.
  static func lines(of node: PlacedNode, fallback: String) -> [String] {
    guard let text = node.text, !text.lines.isEmpty else { return [fallback] }
    return text.lines.map(\.text)
  }
}
