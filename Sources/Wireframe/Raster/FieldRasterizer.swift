import LayoutEngine

/// Draws text and secure fields, and text editors: a rounded-border field as `[ placeholder ]` on
/// one row, or an outline when at least three rows tall, its text a blank column inside the
/// outline; a plain field (iOS's bare `TextField`) as its text alone; the placeholder in the
/// control role, typed text as text, secure text as bullets.
enum FieldRasterizer {
  /// Draws a field in `cells`, its text on `row` (the row of the frame's centre, which a button
  /// beside it shares) or, boxed, on the box's middle row.
  static func draw(
    placeholder: String, text: String?, isSecure: Bool, isBordered: Bool = true, node: PlacedNode,
    cells: CellRect,
    row: Int, into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    let content: String
    let role: CellRole
    if let text, !text.isEmpty {
      content = isSecure ? String(repeating: painter.glyphs.secureBullet, count: text.count) : text
      role = .text
    } else {
      content = placeholder
      role = .control
    }
    let side = TextPlacement.Side(.leading, node.layoutDirection)
    let inner: Range<Int>
    // In a box, the text takes the box's middle row, so identical boxes read alike.
    var row = row
    if !isBordered {
      inner = cells.minColumn..<cells.maxColumn
    } else if cells.height >= 3, cells.width >= 3 {
      painter.box(cells, rounded: false, role: .control)
      row = cells.midRow
      let padding = cells.width >= 5 ? 2 : 1
      inner = (cells.minColumn + padding)..<(cells.maxColumn - padding)
    } else if cells.width >= 3 {
      // Labels too, so a bar's edge drawn through the field's row stops a blank short of them.
      painter.label(String(painter.glyphs.fieldOpen), column: cells.minColumn, row: row, role: .control)
      painter.label(String(painter.glyphs.fieldClose), column: cells.maxColumn - 1, row: row, role: .control)
      let padding = cells.width >= 5 ? 2 : 1
      inner = (cells.minColumn + padding)..<(cells.maxColumn - padding)
    } else {
      inner = cells.minColumn..<cells.maxColumn
    }
    TextRasterizer.drawLine(
      content, row: row, columns: inner, side: side, role: role,
      clears: (cells.minColumn + 1)..<max(cells.minColumn + 1, cells.maxColumn - 1), into: &painter)
  }

  /// Draws a text editor in `cells`: an outline when at least three rows tall, and its text's
  /// lines (split at line breaks, each cut to the width) from the top inner row.
  static func drawEditor(_ text: String, cells: CellRect, node: PlacedNode, into painter: inout Painter) {
    guard !cells.isEmpty else { return }
    let boxed = cells.height >= 3 && cells.width >= 3
    if boxed { painter.box(cells, rounded: false, role: .control) }
    let inset = boxed ? 1 : 0
    let inner = (cells.minColumn + inset)..<max(cells.minColumn + inset, cells.maxColumn - inset)
    let rows = (cells.minRow + inset)..<max(cells.minRow + inset, cells.maxRow - inset)
    let side = TextPlacement.Side(.leading, node.layoutDirection)
    for (row, line) in zip(rows, text.split(separator: "\n", omittingEmptySubsequences: false)) {
      TextRasterizer.drawLine(String(line), row: row, columns: inner, side: side, role: .text, into: &painter)
    }
  }
}
