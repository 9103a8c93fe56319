import Wireframe

/// One line of a panel: its text and the role it is drawn with (`.selection` highlights the row).
struct PanelLine: Sendable, Equatable {
  var text: String
  var role: CellRole = .panel
}

/// A bordered box of text lines centred in the wireframe pane: the frame shared by the help and
/// the device picker, so both shrink the same way on small terminals.
struct Panel: Sendable, Equatable {
  var title: String
  var lines: [PanelLine]
  /// Written into the bottom border on the right (the help's "1-20 of 45").
  var footer: String? = nil
  /// The width the content asks for, when more than its lines need (the help keeps its width
  /// while it scrolls through lines of different lengths).
  var contentWidth = 0

  /// Draws the panel centred in the top `areaRows` rows of `canvas`, at most as large as the area.
  /// Lines wider than the panel end in `…`; when lines do not fit, the last row shows `…`.
  func draw(into canvas: inout Canvas, areaRows: Int, glyphs: GlyphSet) {
    let contentWidth = max(
      DisplayWidth.of(title) + 2, self.contentWidth, lines.map { DisplayWidth.of($0.text) }.max() ?? 0)
    let width = min(canvas.columns, contentWidth + 4)
    let height = min(areaRows, lines.count + 2)
    guard width >= 3, height >= 2 else { return }
    let left = (canvas.columns - width) / 2
    let top = (areaRows - height) / 2
    let box = BoxGlyphs(glyphs)
    for y in top..<(top + height) {
      for x in left..<(left + width) {
        let edgeY = y == top || y == top + height - 1
        let edgeX = x == left || x == left + width - 1
        let character: Character =
          edgeY && edgeX
          ? box.corner(top: y == top, left: x == left) : edgeY ? box.horizontal : edgeX ? box.vertical : " "
        canvas.put(character, column: x, row: y, role: .panel)
      }
    }
    let titleText = PreviewText.truncated(" \(title) ", width: width - 4)
    canvas.write(titleText, column: left + 2, row: top, role: .panel)
    if let footer, height > 2 {
      let text = PreviewText.truncated(" \(footer) ", width: width - 4)
      canvas.write(
        text, column: left + width - 2 - DisplayWidth.of(text), row: top + height - 1, role: .panel)
    }
    let visibleRows = height - 2
    for (offset, line) in lines.prefix(visibleRows).enumerated() {
      let row = top + 1 + offset
      let isCut = offset == visibleRows - 1 && lines.count > visibleRows
      let text = isCut ? "…" : PreviewText.truncated(line.text, width: width - 4)
      let role = isCut ? CellRole.panel : line.role
      for x in (left + 1)..<(left + width - 1) { canvas.put(" ", column: x, row: row, role: role) }
      canvas.write(text, column: left + 2, row: row, role: role, maxWidth: width - 4)
    }
  }
}

/// The characters a panel's border is drawn with, in Unicode box drawing or plain ASCII.
private struct BoxGlyphs {
  var horizontal: Character
  var vertical: Character
  var corners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character)

  /// The border characters for `glyphs`.
  init(_ glyphs: GlyphSet) {
    switch glyphs {
    case .unicode:
      horizontal = "─"
      vertical = "│"
      corners = ("┌", "┐", "└", "┘")
    case .ascii:
      horizontal = "-"
      vertical = "|"
      corners = ("+", "+", "+", "+")
    }
  }

  /// The corner character for one of the four corners.
  func corner(top: Bool, left: Bool) -> Character {
    switch (top, left) {
    case (true, true): corners.topLeft
    case (true, false): corners.topRight
    case (false, true): corners.bottomLeft
    case (false, false): corners.bottomRight
    }
  }
}
