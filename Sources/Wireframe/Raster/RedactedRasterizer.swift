import LayoutEngine

/// The placeholder look of redacted views (`redacted(reason: .placeholder)` on them or around
/// them), as SwiftUI draws a loading skeleton: every letter and digit of their text and every
/// symbol glyph becomes a placeholder block (`▆`, `#` in ASCII) in its cell, so words read as bars
/// of their length; spaces, punctuation and outlines stay. Runs after the labels are written.
enum RedactedRasterizer {
  /// The roles of the cells a placeholder replaces: text, controls' titles and symbols.
  private static let drawn: Set<CellRole> = [
    .text, .truncatedText, .clippedText, .control, .controlFill, .image,
  ]

  /// Replaces the text and symbols in the frame of every visible redacted node that shows them.
  /// With `shown` (`VisibleSubtrees`), only the nodes it shows are looked at, as
  /// `DisabledRasterizer` does.
  static func draw(
    _ result: LayoutResult, shown: [Bool]? = nil, viewport: Viewport, window: CellRect,
    into painter: inout Painter
  ) {
    let glyphs = painter.glyphs
    let outlines: Set<Character> = [
      glyphs.buttonOpen, glyphs.buttonClose, glyphs.fieldOpen, glyphs.fieldClose, glyphs.horizontal,
      glyphs.vertical, glyphs.roundTopLeft, glyphs.roundTopRight, glyphs.roundBottomLeft,
      glyphs.roundBottomRight, glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight,
    ]
    // Fields read in place: copying every node would retain everything it holds.
    let nodes = result.nodes
    for index in nodes.indices
    where shown?[index] ?? true && nodes[index].isRedacted && !nodes[index].isHidden
      && nodes[index].element.traits.contains(.drawsContent)
    {
      let node = nodes[index]
      painter.clip = Occupancy.clip(of: node, viewport: viewport, window: window)
      let cells = viewport.cells(for: node.frame).intersection(painter.clip)
      for row in cells.minRow..<cells.maxRow {
        for column in cells.minColumn..<cells.maxColumn {
          let cell = painter.canvas[column, row]
          guard drawn.contains(cell.role), !cell.isContinuation, !outlines.contains(cell.character) else {
            continue
          }
          let character = cell.character
          let isGlyph = cell.role == .image || character == glyphs.symbol
          guard isGlyph || character.isLetter || character.isNumber else { continue }
          painter.put(glyphs.redacted, column: column, row: row, role: cell.role)
        }
      }
    }
  }
}
