import LayoutEngine

/// A canvas with a clip region and a glyph table: the drawing primitives (boxes, lines, fills,
/// text) every rasterizer shares, so each one only decides *where* and *what*, and nothing can
/// draw outside the region its node is allowed to touch.
struct Painter {
  var canvas: Canvas
  let glyphs: Glyphs
  /// Cells outside this rectangle are left untouched.
  var clip: CellRect
  /// Where the text of the node being drawn may overflow its frame (`OverflowRoom`), if anywhere.
  var overflow: OverflowRoom? = nil
  /// Labels waiting for `LabelLayer` to write them after everything else, or `nil` to write them at
  /// once (the chrome, the caption and tests of one rasterizer).
  var pending: [PendingLabel]? = nil

  init(canvas: Canvas, glyphs: Glyphs) {
    self.canvas = canvas
    self.glyphs = glyphs
    clip = CellRect(minColumn: 0, minRow: 0, maxColumn: canvas.columns, maxRow: canvas.rows)
  }

  /// Puts a character if all its columns lie inside the clip; returns the columns it takes.
  @discardableResult
  mutating func put(_ character: Character, column: Int, row: Int, role: CellRole) -> Int {
    // Measured as it will be stored: the canvas keeps only sanitized characters. Text lines
    // reach here already reordered, their bidi controls applied and removed (`BidiText`).
    let character = Sanitizer.sanitize(character)
    let width = DisplayWidth.of(character)
    guard width > 0 else { return 0 }
    if clip.contains(column: column, row: row), clip.contains(column: column + width - 1, row: row) {
      canvas.place(character, column: column, row: row, role: role)
    }
    return width
  }

  /// Writes `text` from `column` on `row`; returns the columns it took.
  @discardableResult
  mutating func write(_ text: String, column: Int, row: Int, role: CellRole) -> Int {
    var x = column
    for character in text { x += put(character, column: x, row: row, role: role) }
    return x - column
  }

  /// Writes `text` from `column` on `row` as a label (an icon, a symbol's name, a switch): later,
  /// over every line and border, when labels are deferred, else at once.
  mutating func label(_ text: String, column: Int, row: Int, role: CellRole) {
    guard pending != nil else {
      write(text, column: column, row: row, role: role)
      return
    }
    pending?.append(
      PendingLabel(content: .fixed(text, column: column), row: row, role: role, clip: clip, overflow: nil))
  }

  /// Fills every cell of `rect` with `character`.
  mutating func fill(_ rect: CellRect, with character: Character, role: CellRole) {
    let rect = rect.intersection(clip)
    // Sanitized and measured once for the whole rectangle: the device's screen is filled cell by
    // cell on every render, and measuring each cell again was most of drawing a small layout.
    let character = Sanitizer.sanitize(character)
    let width = DisplayWidth.of(character)
    guard width > 0, rect.minColumn < rect.maxColumn else { return }
    for row in rect.minRow..<rect.maxRow {
      var column = rect.minColumn
      while column + width <= rect.maxColumn {
        canvas.place(character, width: width, column: column, row: row, role: role)
        column += width
      }
    }
  }

  /// A horizontal line of `character` over `columns` on `row`.
  mutating func horizontalLine(_ columns: Range<Int>, row: Int, with character: Character, role: CellRole) {
    let visible = columns.clamped(to: clip.minColumn..<clip.maxColumn)
    for column in visible { put(character, column: column, row: row, role: role) }
  }

  /// A vertical line of `character` over `rows` in `column`.
  mutating func verticalLine(_ rows: Range<Int>, column: Int, with character: Character, role: CellRole) {
    let visible = rows.clamped(to: clip.minRow..<clip.maxRow)
    for row in visible { put(character, column: column, row: row, role: role) }
  }

  /// The outline of `rect` (its outermost cells), with rounded or square corners. A rectangle one
  /// cell high or wide degrades to a line, so tiny boxes still show without garbling.
  mutating func box(_ rect: CellRect, rounded: Bool, role: CellRole) {
    guard !rect.isEmpty else { return }
    let top = rect.minRow
    let bottom = rect.maxRow - 1
    let left = rect.minColumn
    let right = rect.maxColumn - 1
    if rect.height == 1 {
      horizontalLine(left..<(right + 1), row: top, with: glyphs.horizontal, role: role)
      return
    }
    if rect.width == 1 {
      verticalLine(top..<(bottom + 1), column: left, with: glyphs.vertical, role: role)
      return
    }
    horizontalLine((left + 1)..<right, row: top, with: glyphs.horizontal, role: role)
    horizontalLine((left + 1)..<right, row: bottom, with: glyphs.horizontal, role: role)
    verticalLine((top + 1)..<bottom, column: left, with: glyphs.vertical, role: role)
    verticalLine((top + 1)..<bottom, column: right, with: glyphs.vertical, role: role)
    put(rounded ? glyphs.roundTopLeft : glyphs.topLeft, column: left, row: top, role: role)
    put(rounded ? glyphs.roundTopRight : glyphs.topRight, column: right, row: top, role: role)
    put(rounded ? glyphs.roundBottomLeft : glyphs.bottomLeft, column: left, row: bottom, role: role)
    put(rounded ? glyphs.roundBottomRight : glyphs.bottomRight, column: right, row: bottom, role: role)
  }

  /// A dotted outline of `rect` (guides that must not look like content).
  mutating func dottedBox(_ rect: CellRect, role: CellRole) {
    guard !rect.isEmpty else { return }
    let columns = rect.minColumn..<rect.maxColumn
    let rows = rect.minRow..<rect.maxRow
    horizontalLine(columns, row: rect.minRow, with: glyphs.dottedHorizontal, role: role)
    horizontalLine(columns, row: rect.maxRow - 1, with: glyphs.dottedHorizontal, role: role)
    verticalLine(rows, column: rect.minColumn, with: glyphs.dottedVertical, role: role)
    verticalLine(rows, column: rect.maxColumn - 1, with: glyphs.dottedVertical, role: role)
  }

  /// Gives every cell of `rect` `role`, keeping the characters (the selection highlight).
  mutating func highlight(_ rect: CellRect, role: CellRole) {
    let region = rect.intersection(clip)
    for row in region.minRow..<region.maxRow {
      for column in region.minColumn..<region.maxColumn {
        canvas.setRole(role, column: column, row: row)
      }
    }
  }
}
