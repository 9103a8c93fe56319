import LayoutEngine

/// Draws buttons by style: plain as its title, bordered as `( Title )` (or a rounded box when at
/// least three rows tall), prominent the same but filled, so the styles stay distinguishable in
/// monochrome too. A boxed title too wide for a blank column inside each side takes the box's
/// sides on its rows and the cells around them. A one-row bordered button whose title does not fit inside its outline with a blank on each side drops
/// the outline and lets the title use the cells around it: the title is what a person reads. A
/// button with a symbol shows its glyph and a space before the title's first line, as its `Label`
/// does; its role is kept in the tree but not drawn (the canvas has no destructive colour). A
/// box three rows or more tall shows its border shape: the automatic and system rounded rectangle
/// as the rounded box, a capsule, a circle or a given radius traced as `ShapeRasterizer` traces
/// the shape (one row is too coarse to tell them apart: `( Title )` for all).
enum ButtonRasterizer {
  /// Draws a button titled `title` in `cells`.
  static func draw(
    _ title: String, style: ButtonStyle, systemImage: String? = nil, shape: ButtonBorderShape = .automatic,
    node raster: RasterNode, into painter: inout Painter
  ) {
    let (node, cells, viewport) = (raster.node, raster.cells, raster.viewport)
    guard !cells.isEmpty else { return }
    var lines = TextRasterizer.lines(of: node, fallback: title)
    if let systemImage {
      let icon = SymbolGlyph.character(for: systemImage, isMirrored: node.isMirrored, glyphs: painter.glyphs)
      // An icon-only label (`title` empty, no text laid out) is the glyph alone.
      lines =
        title.isEmpty
        ? [String(icon)] : lines.isEmpty ? [] : [String(icon) + " " + lines[0]] + lines.dropFirst()
    }
    let all = cells.minColumn..<cells.maxColumn
    guard style != .plain else {
      TextRasterizer.draw(
        lines, isTruncated: node.isTruncated, frame: node.frame, columns: all, side: .center, role: .control,
        viewport: viewport, overflows: true, into: &painter)
      return
    }
    let role: CellRole = style == .prominent ? .controlFill : .control
    if style == .prominent { painter.fill(cells, with: " ", role: .controlFill) }
    let inner = (cells.minColumn + 1)..<max(cells.minColumn + 1, cells.maxColumn - 1)
    if cells.height >= 3, cells.width >= 3 {
      switch shape {
      case .automatic, .roundedRectangle(radius: nil): painter.box(cells, rounded: true, role: role)
      case .roundedRectangle(let radius?) where radius <= 0: painter.box(cells, rounded: false, role: role)
      case .capsule, .circle, .roundedRectangle:
        let frame = node.frame
        ShapeRasterizer.outline(
          frame, radius: shape.cornerRadius(for: frame.size, systemRadius: 0), viewport: viewport,
          hidesCorners: style == .prominent, role: role, into: &painter)
      }
      // A blank column inside the outline on each side when the title leaves room for it; else
      // the title's rows give up the outline's sides and the title uses the cells around them.
      let widest = lines.map(TextRasterizer.width(of:)).max() ?? 0
      let fits = widest + 2 <= inner.count
      let padded = fits ? (inner.lowerBound + 1)..<(inner.upperBound - 1) : all
      let rowsFrame = CellRect(
        minColumn: cells.minColumn, minRow: cells.minRow + 1, maxColumn: cells.maxColumn,
        maxRow: cells.maxRow - 1)
      for (index, line) in lines.prefix(rowsFrame.height).enumerated() {
        let row = rowsFrame.minRow + (rowsFrame.height - min(lines.count, rowsFrame.height)) / 2 + index
        if !fits {
          painter.put(" ", column: cells.minColumn, row: row, role: role)
          painter.put(" ", column: cells.maxColumn - 1, row: row, role: role)
        }
        TextRasterizer.drawLine(
          line, row: row, columns: padded, side: .center, role: role, overflows: !fits, into: &painter)
      }
      return
    }
    let row = raster.centreRow
    let line = TextRasterizer.joined(lines, title: title)
    if cells.width >= 3, TextRasterizer.width(of: line) + 2 <= inner.count {
      painter.put(painter.glyphs.buttonOpen, column: cells.minColumn, row: row, role: role)
      painter.put(painter.glyphs.buttonClose, column: cells.maxColumn - 1, row: row, role: role)
      TextRasterizer.drawLine(
        line, row: row, columns: inner, side: .center, role: role, marksTruncation: node.isTruncated,
        into: &painter)
    } else {
      TextRasterizer.drawLine(
        line, row: row, columns: all, side: .center, role: role, marksTruncation: node.isTruncated,
        overflows: true, into: &painter)
    }
  }
}
