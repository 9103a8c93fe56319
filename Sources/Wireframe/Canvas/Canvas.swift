import LayoutEngine

/// A grid of terminal cells: what the rasterizer draws into and every output (ncurses, plain text,
/// ANSI) reads from.
///
/// Writes are clipped to the grid and width-aware: a wide character takes two cells (the second
/// marked as a continuation), and a write that would split one blanks both halves, so a wide
/// character never corrupts its neighbours. Every character is sanitized on its way in
/// (`Sanitizer`), so no cell ever holds a control or bidi formatting character for an output to
/// send to a terminal, whichever path drew it.
public struct Canvas: Sendable, Hashable {
  public let columns: Int
  public let rows: Int
  public private(set) var cells: [Cell]

  /// A canvas of `columns` x `rows` blank cells of `role`.
  public init(columns: Int, rows: Int, role: CellRole = .background) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: .blank(role), count: self.columns * self.rows)
  }

  /// The cell at `column`, `row` (both 0-based, inside the grid).
  public subscript(column: Int, row: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Whether a position lies inside the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && row >= 0 && column < columns && row < rows
  }

  /// Puts one character at a cell, keeping wide characters whole; returns the columns it took.
  @discardableResult
  public mutating func put(_ character: Character, column: Int, row: Int, role: CellRole) -> Int {
    place(Sanitizer.sanitize(character), column: column, row: row, role: role)
  }

  /// `put` for a character the caller has already sanitized (to measure it), so it is not
  /// checked twice.
  @discardableResult
  mutating func place(_ character: Character, column: Int, row: Int, role: CellRole) -> Int {
    place(character, width: DisplayWidth.of(character), column: column, row: row, role: role)
  }

  /// `place` for a character already measured: `width` is `DisplayWidth.of(character)`.
  @discardableResult
  mutating func place(_ character: Character, width: Int, column: Int, row: Int, role: CellRole) -> Int {
    guard width > 0 else { return 0 }
    guard contains(column: column, row: row), contains(column: column + width - 1, row: row) else {
      if contains(column: column, row: row) { clear(column: column, row: row, role: role) }
      return width
    }
    clear(column: column, row: row, role: role)
    if width == 2 { clear(column: column + 1, row: row, role: role) }
    cells[row * columns + column] = Cell(character, role: role)
    if width == 2 { cells[row * columns + column + 1] = Cell(" ", role: role, isContinuation: true) }
    return width
  }

  /// Sets a cell's role without changing its character (highlights, overlays).
  public mutating func setRole(_ role: CellRole, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    cells[row * columns + column].role = role
  }

  /// Writes `text` from `column`, at most `maxWidth` columns; returns the columns written.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, role: CellRole, maxWidth: Int = .max
  ) -> Int {
    var x = column
    for character in text {
      let character = Sanitizer.sanitize(character)
      let width = DisplayWidth.of(character)
      if x - column + width > maxWidth { break }
      place(character, column: x, row: row, role: role)
      x += width
    }
    return x - column
  }

  /// Copies `other` onto this canvas with its top-left corner at `column`, `row`.
  public mutating func draw(_ other: Canvas, column: Int, row: Int) {
    for y in 0..<other.rows {
      for x in 0..<other.columns {
        let cell = other[x, y]
        guard contains(column: column + x, row: row + y) else { continue }
        cells[(row + y) * columns + column + x] = cell
      }
    }
  }

  /// The rows as plain strings, trailing spaces removed: for tests, files and pipes.
  public var lines: [String] {
    (0..<rows).map { y in
      // Up to the row's last drawn cell only, so trailing blanks are never appended and removed.
      let row = cells[(y * columns)..<((y + 1) * columns)]
      guard let last = row.lastIndex(where: { !$0.isContinuation && $0.character != " " }) else { return "" }
      var line = ""
      for cell in row[...last] where !cell.isContinuation { line.append(cell.character) }
      return line
    }
  }

  /// Blanks a cell and, if it is half of a wide character, the other half too.
  private mutating func clear(column: Int, row: Int, role: CellRole) {
    let index = row * columns + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].role)
    } else if column + 1 < columns, cells[index + 1].isContinuation {
      cells[index + 1] = .blank(cells[index + 1].role)
    }
    cells[index] = .blank(role)
  }
}
