import LayoutEngine

/// Draws buttons by style: plain as its title, bordered as `( Title )` (or a rounded box when at
/// least three rows tall), prominent the same but filled, so the styles stay distinguishable in
/// monochrome too. A boxed title too wide for a blank column inside each side takes the box's
/// sides on its rows and the cells around them. A one-row bordered button whose title does not
/// fit inside its outline with a blank on each side draws its marks tight around the title
/// instead (`(Message)`) and lets them use the cells around it, or the title alone where the
/// marks would cut it: the title is what a person reads, and the marks say it is a button where
/// there is no colour. A
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
    let (node, cells, viewport) = (raster.node, raster.steadyCells, raster.viewport)
    guard !cells.isEmpty else { return }
    let lines = shownLines(of: node, title: title, systemImage: systemImage, glyphs: painter.glyphs)
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
    if outlinesRow(of: raster, line: line, style: style, glyphs: painter.glyphs) {
      painter.put(painter.glyphs.buttonOpen, column: cells.minColumn, row: row, role: role)
      painter.put(painter.glyphs.buttonClose, column: cells.maxColumn - 1, row: row, role: role)
      TextRasterizer.drawLine(
        line, row: row, columns: inner, side: .center, role: role, marksTruncation: node.isTruncated,
        into: &painter)
    } else {
      // The outline's marks stay, tight around the title, wherever the row holds them whole:
      // without them, and without colour (a monochrome terminal, `NO_COLOR`, `render`'s text),
      // the button would read as plain text. Where they would cut the title, it goes alone.
      TextRasterizer.drawLine(
        line, row: row, columns: all, side: .center, role: role, marksTruncation: node.isTruncated,
        overflows: true,
        marks: PendingLabel.Marks(open: painter.glyphs.buttonOpen, close: painter.glyphs.buttonClose),
        into: &painter)
    }
  }

  /// The lines a button shows: its laid-out title, after its symbol's glyph and a space when it
  /// has one (an icon-only label, `title` empty, is the glyph alone).
  static func shownLines(of node: PlacedNode, title: String, systemImage: String?, glyphs: Glyphs) -> [String]
  {
    let lines = TextRasterizer.lines(of: node, fallback: title)
    guard let systemImage else { return lines }
    let icon = SymbolGlyph.character(for: systemImage, isMirrored: node.isMirrored, glyphs: glyphs)
    return title.isEmpty
      ? [String(icon)] : lines.isEmpty ? [] : [String(icon) + " " + lines[0]] + lines.dropFirst()
  }

  /// Whether a one-row bordered button showing `line` keeps its `( … )` in its frame, decided
  /// once for the row of its siblings so identical buttons look alike (`( Message ) ( Call )
  /// ( Mail )` or `(Message) (Call) (Mail)`, never `( Message )   Call     Mail`): only when it
  /// and every other one-row button of its style in its `HStack` or `VStack` (a row, or a column
  /// of actions) hold their titles inside the outline with a blank on each side. Otherwise each
  /// draws its marks tight around its title, which uses the cells around it.
  static func outlinesRow(of raster: RasterNode, line: String, style: ButtonStyle, glyphs: Glyphs) -> Bool {
    func fits(_ line: String, _ cells: CellRect) -> Bool {
      cells.width >= 3 && TextRasterizer.width(of: line) + 2 <= cells.width - 2
    }
    guard fits(line, raster.cells) else { return false }
    let nodes = raster.result.nodes
    guard let parent = raster.node.parent, case .stack(let stack) = nodes[parent].element, stack.axis != nil
    else { return true }
    // The stack's direct children, within a bound: each button of a row of thousands would walk
    // it again, and no one compares such a row by eye.
    var n = parent + 1
    while n < nodes.count, nodes[n].depth > nodes[parent].depth, n - parent <= siblingWalk {
      defer { n += 1 }
      guard n != raster.index, nodes[n].parent == parent, !nodes[n].isHidden,
        case .control(.button(let title, style, _, let symbol, _, let labelStyle, _)) = nodes[n].element
      else { continue }
      let cells = raster.viewport.steadyCells(for: nodes[n].frame)
      // A box (three rows or more) holds its title its own way.
      guard cells.height < 3 || cells.width < 3 else { continue }
      let shown = shownTitle(title, systemImage: symbol, labelStyle: labelStyle)
      let lines = shownLines(of: nodes[n], title: shown.title, systemImage: shown.systemImage, glyphs: glyphs)
      if !fits(TextRasterizer.joined(lines, title: title), cells) { return false }
    }
    return true
  }

  /// The title and symbol a button in `labelStyle` shows: an icon-only one its symbol alone, a
  /// title-only one its title alone.
  static func shownTitle(
    _ title: String, systemImage: String?, labelStyle: LabelStyle
  ) -> (title: String, systemImage: String?) {
    (
      labelStyle == .iconOnly && systemImage != nil ? "" : title,
      labelStyle == .titleOnly ? nil : systemImage
    )
  }

  /// How many nodes after a stack are looked at for its buttons.
  static let siblingWalk = 256
}
