import LayoutEngine

/// The dimmed look of disabled views (`disabled(true)` on them or around them): every cell drawn
/// in their frames takes the `disabled` role, which themes show dimmed (a terminal attribute), and
/// their lines turn dashed (`┄`, `┆`, a switch's `━` `┅`), the mark plain text keeps. Their text stays as written.
enum DisabledRasterizer {
  /// The roles a disabled view's drawing has; the screen, bezel and system chrome keep theirs.
  private static let drawn: Set<CellRole> = [
    .container, .text, .truncatedText, .clippedText, .control, .controlFill, .image, .divider, .fill,
  ]

  /// Dims what is drawn in the frame of every visible disabled node; runs after the labels.
  /// With `shown` (`VisibleSubtrees`), only the nodes it shows are looked at: the others' frames
  /// miss the rows drawn, so dimming them would change no cell.
  static func draw(
    _ result: LayoutResult, shown: [Bool]? = nil, viewport: Viewport, window: CellRect,
    into painter: inout Painter
  ) {
    let glyphs = painter.glyphs
    // A switch's and a slider's heavy track dashes too, so a disabled toggle shows it in plain text.
    let dashed: [Character: Character] = [
      glyphs.horizontal: glyphs.dottedHorizontal, glyphs.vertical: glyphs.dottedVertical, "━": "┅",
    ]
    // Fields read in place: copying every node would retain everything it holds.
    let nodes = result.nodes
    for index in nodes.indices
    where shown?[index] ?? true && nodes[index].isDisabled && !nodes[index].isHidden {
      let node = nodes[index]
      painter.clip = Occupancy.clip(of: node, viewport: viewport, window: window)
      // A control is drawn in the rows its height gives it (`steadyCells`), and dimmed there.
      let isControl = if case .control = node.element { true } else { false }
      let frameCells = isControl ? viewport.steadyCells(for: node.frame) : viewport.cells(for: node.frame)
      let cells = frameCells.intersection(painter.clip)
      for row in cells.minRow..<cells.maxRow {
        for column in cells.minColumn..<cells.maxColumn {
          let cell = painter.canvas[column, row]
          guard drawn.contains(cell.role), !cell.isContinuation else { continue }
          let character = dashed[cell.character] ?? cell.character
          painter.put(character, column: column, row: row, role: .disabled)
        }
      }
    }
  }
}
