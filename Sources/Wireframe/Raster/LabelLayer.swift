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
  /// Writes `labels` onto `painter`'s canvas, row by row: first the labels that stay where their
  /// node put them (icons, switches, lines that may not overflow), fewest extra columns first; then
  /// the lines that may run past their frames, sharing the row's free cells (`RowShare`); last,
  /// pushed wrapped lines.
  static func draw(_ labels: [PendingLabel], into painter: inout Painter) {
    let columns = painter.canvas.columns
    let rows = painter.canvas.rows
    var taken = [Bool](repeating: false, count: columns * rows)
    let saved = (painter.clip, painter.overflow)
    defer { (painter.clip, painter.overflow) = saved }
    var byRow: [Int: [Int]] = [:]
    for (index, label) in labels.enumerated() where label.row >= 0 && label.row < rows {
      byRow[label.row, default: []].append(index)
    }
    for row in byRow.keys.sorted() {
      let indices = byRow[row] ?? []
      let settled = indices.filter { !labels[$0].isPushed && !labels[$0].shares }
        .sorted { (labels[$0].need, $0) < (labels[$1].need, $1) }
      for index in settled { place(labels[index], taken: &taken, into: &painter) }
      share(indices.filter { labels[$0].shares }.map { labels[$0] }, row: row, taken: &taken, into: &painter)
      for index in indices where labels[index].isPushed {
        place(labels[index], taken: &taken, into: &painter)
      }
    }
  }

  /// Writes the lines on `row` that may run past their frames: each gets the columns `RowShare`
  /// gives it within its reach, or, when the row cannot hold a piece of each, the longest free run
  /// left of its own columns, in the order of `place`.
  static func share(_ labels: [PendingLabel], row: Int, taken: inout [Bool], into painter: inout Painter) {
    guard !labels.isEmpty else { return }
    let columns = painter.canvas.columns
    let sharing = Set(labels.compactMap { $0.overflow?.node })
    var claims: [RowShare.Claim] = []
    var drawn: [PendingLabel] = []
    for label in labels {
      guard case .line(let line, let frame, let side, _, _) = label.content, let room = label.overflow
      else { continue }
      let free = freeRun(in: frame, row: row, taken: taken, columns: columns)
      // A glyph drawn inside the frame's edge (a menu's `↑↓`, a chevron) stays: the line stops
      // short of it, unless nothing else is left (text under the home indicator still shows).
      var inner = free
      while let last = inner.last, stays(column: last, row: row, canvas: painter.canvas) {
        inner = inner.lowerBound..<last
      }
      while let first = inner.first, stays(column: first, row: row, canvas: painter.canvas) {
        inner = (first + 1)..<inner.upperBound
      }
      if inner.isEmpty {
        inner = clear(of: free, side: side, row: row, taken: taken, canvas: painter.canvas) ?? free
      }
      let loose = room.reach(
        inner, of: frame, row: row, canvas: painter.canvas, sharing: sharing.subtracting([room.node])
      ) { column in
        isTaken(column, row: row, taken: taken, columns: columns)
      }
      // A blank column from an outline or the bezel, even when the line is then cut: a word flush
      // against a line reads as part of it (`Favorites│Léa`), a cut one says there is more
      // (`Favorit› │Léa`).
      let width = TextRasterizer.width(of: line)
      let strict = awayFromEdges(loose, width: 0, row: row, canvas: painter.canvas)
      let reach = strict.isEmpty ? loose : strict
      guard !reach.isEmpty else { continue }
      claims.append(RowShare.Claim(frame: frame, width: width, side: side, reach: reach))
      drawn.append(label)
    }
    // A row that cannot hold a column of each keeps those it can, fewest extra columns first; the
    // rest get what their own columns leave (often nothing): `1 3 Your order…`, not a `1` flush
    // against the bezel with the `2` lost anyway.
    let kept = RowShare.kept(claims)
    claims = kept.map { claims[$0] }
    let left = drawn.indices.filter { !kept.contains($0) }.map { drawn[$0] }
    drawn = kept.map { drawn[$0] }
    defer {
      for label in left.sorted(by: { $0.need < $1.need }) { place(label, taken: &taken, into: &painter) }
    }
    guard var given = RowShare.columns(for: claims) else {
      for label in drawn.sorted(by: { $0.need < $1.need }) { place(label, taken: &taken, into: &painter) }
      return
    }
    // Marks (a button's `( … )`) only where the row holds them on top of every title as it
    // reads without them: a title is never cut for another's marks.
    if drawn.contains(where: { $0.marks != nil }) {
      let marked = zip(claims, drawn).map { claim, label in
        RowShare.Claim(
          frame: claim.frame, width: claim.width + (label.marks == nil ? 0 : 2), side: claim.side,
          reach: claim.reach)
      }
      if let wider = RowShare.columns(for: marked),
        zip(zip(wider, given), drawn).allSatisfy({ pair, label in
          pair.0.count >= pair.1.count + (label.marks == nil ? 0 : 2)
        })
      {
        given = wider
      }
    }
    for (label, columns) in zip(drawn, given) {
      guard case .line(let line, _, let side, _, _) = label.content else { continue }
      painter.clip = label.clip
      let painted = TextRasterizer.paint(
        label.shown(line, in: columns.count), row: row, columns: columns, side: side, role: label.role,
        marksTruncation: false, into: &painter)
      finish(label, drawn: painted, taken: &taken, into: &painter)
    }
  }

  /// The column a blank clear of `glyphs` (a frame's columns, every one holding a control's glyph
  /// that stays), on the side away from the one the line hugs: a row's value whose frame lands on
  /// the row's chevron sits before it (`G ›`), as on the device, instead of on it or flush against
  /// it. `nil` when that column or the blank is not free, or the glyphs are not a control's (text
  /// under the home indicator still shows).
  static func clear(
    of glyphs: Range<Int>, side: TextPlacement.Side, row: Int, taken: [Bool], canvas: Canvas
  ) -> Range<Int>? {
    guard !glyphs.isEmpty,
      glyphs.allSatisfy({ canvas.contains(column: $0, row: row) && canvas[$0, row].role == .control })
    else { return nil }
    let column = side == .left ? glyphs.upperBound + 1 : glyphs.lowerBound - 2
    let blank = side == .left ? glyphs.upperBound : glyphs.lowerBound - 1
    for c in [column, blank] {
      guard canvas.contains(column: c, row: row), !stays(column: c, row: row, canvas: canvas),
        !isTaken(c, row: row, taken: taken, columns: canvas.columns)
      else { return nil }
    }
    return column..<(column + 1)
  }

  /// Writes one label where its node put it: a fixed one only when its cells are free, a line
  /// narrowed to the longest free run of its columns (grown into its overflow room first, when it
  /// has one), a column in from an edge it would sit flush against.
  static func place(_ label: PendingLabel, taken: inout [Bool], into painter: inout Painter) {
    let columns = painter.canvas.columns
    painter.clip = label.clip
    painter.overflow = label.overflow
    let drawn: Range<Int>
    switch label.content {
    case .fixed(let text, let column):
      let span = column..<(column + DisplayWidth.of(text))
      guard freeRun(in: span, row: label.row, taken: taken, columns: columns) == span else { return }
      painter.write(text, column: column, row: label.row, role: label.role)
      drawn = span
    case .line(let line, var room, let side, let marksTruncation, let overflows):
      if overflows, !marksTruncation, let overflow = label.overflow {
        room = overflow.columns(
          for: label.wanted(line), row: label.row, in: room, side: side, canvas: painter.canvas)
      }
      var free = freeRun(in: room, row: label.row, taken: taken, columns: columns)
      guard !free.isEmpty, !label.isPushed || free == room else { return }
      let width = label.wanted(line)
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
        label.shown(line, in: free.count), row: label.row, columns: free, side: side, role: label.role,
        marksTruncation: marksTruncation, into: &painter)
    }
    finish(label, drawn: drawn, taken: &taken, into: &painter)
  }

  /// Marks the cells a label took and cuts back the lines and fills beside it.
  static func finish(
    _ label: PendingLabel, drawn: Range<Int>, taken: inout [Bool], into painter: inout Painter
  ) {
    let columns = painter.canvas.columns
    let clamped = drawn.clamped(to: 0..<columns)
    for column in clamped { taken[label.row * columns + column] = true }
    clearLine(beside: clamped, row: label.row, into: &painter)
    if let clears = label.clears {
      clear(clears.filter { !clamped.contains($0) }, row: label.row, into: &painter)
    }
  }

  /// Whether `column` on `row` holds a label or lies beside one.
  static func isTaken(_ column: Int, row: Int, taken: [Bool], columns: Int) -> Bool {
    for c in (column - 1)...(column + 1) where c >= 0 && c < columns && taken[row * columns + c] {
      return true
    }
    return false
  }

  /// The longest run of `range` on `row` whose cells and their neighbours hold no label yet
  /// (`range` itself when nothing is in the way).
  static func freeRun(in range: Range<Int>, row: Int, taken: [Bool], columns: Int) -> Range<Int> {
    func blocked(_ column: Int) -> Bool { isTaken(column, row: row, taken: taken, columns: columns) }
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
      guard isYieldingLine(cell) || isYieldingFill(cell) else { continue }
      painter.canvas.place(" ", column: column, row: row, role: cell.role)
    }
  }

  /// The horizontal lines of both glyph sets.
  private static let horizontalLines: Set<Character> = [
    Glyphs.unicode.horizontal, Glyphs.unicode.dividerHorizontal, Glyphs.unicode.dottedHorizontal,
    Glyphs.ascii.horizontal, Glyphs.ascii.dividerHorizontal, Glyphs.ascii.dottedHorizontal,
  ]

  /// A progress bar's cells: a track, which a label on its row takes over as it takes a line.
  private static let progressTrack: Set<Character> = [
    Glyphs.unicode.progressFilled, Glyphs.unicode.progressEmpty,
  ]

  /// Whether `cell` is a fill's shade or a shape's horizontal run, which give way to a label; a
  /// shape's round ends, corners and sides (a badge's `)`, drawn in the fill's role) stay, so a
  /// label that ends a column short of its capsule's end keeps it closed.
  static func isYieldingFill(_ cell: Cell) -> Bool {
    cell.role == .fill && (fills.contains(cell.character) || horizontalLines.contains(cell.character))
  }

  /// The fill shade of both glyph sets.
  private static let fills: Set<Character> = [Glyphs.unicode.fill, Glyphs.ascii.fill]

  /// Whether `cell` shows a horizontal line that gives way to a label: a separator, an edge, a
  /// progress bar's track (a gauge sharing a list row's cell row at a coarse scale).
  static func isYieldingLine(_ cell: Cell) -> Bool {
    yields(cell.role) && horizontalLines.contains(cell.character)
      || (cell.role == .control || cell.role == .controlFill) && progressTrack.contains(cell.character)
  }

  /// Whether a line drawn in `role` gives way to labels: separators, containers' and bars' edges.
  static func yields(_ role: CellRole) -> Bool {
    role == .divider || role == .container || role == .systemBar
  }
}
