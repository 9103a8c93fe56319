import LayoutEngine

/// Draws image placeholders: an SF Symbol as one glyph (with its name when there is room), a photo
/// as a box outline with its name centred, since the terminal cannot show the pixels.
enum ImageRasterizer: ElementRasterizer {
  static func draw(_ family: Picture, _ node: RasterNode, into painter: inout Painter) {
    var cells = node.cells
    guard !cells.isEmpty else { return }
    // A box wider than the list card it sits in stays inside the card's edges, as the cell
    // clips it (`CardInterior`).
    if family.drawsBox,
      let inside = CardInterior.columns(of: node.index, in: node.result, viewport: node.viewport),
      cells.minColumn < inside.lowerBound || cells.maxColumn > inside.upperBound
    {
      cells.minColumn = max(cells.minColumn, inside.lowerBound)
      cells.maxColumn = max(cells.minColumn, min(cells.maxColumn, inside.upperBound))
      guard !cells.isEmpty else { return }
    }
    guard case .image(let source, _) = family else {
      // An AsyncImage's placeholder: an empty box, as a photo not yet loaded.
      return drawPhoto("", cells: cells, into: &painter)
    }
    switch source {
    case .symbol(let name):
      drawSymbol(Sanitizer.sanitize(name), node: node.node, cells: cells, row: node.centreRow, into: &painter)
    case .photo(let name, _):
      drawPhoto(name, cells: cells, into: &painter)
    }
  }

  /// The symbol glyph on the leading side of the row of the frame's centre, followed by the name (or its first
  /// dotted part) only when it fits inside the frame; a glyph without its name sits in the middle of
  /// the frame, as the symbol fills its frame on the device (an avatar centred in a card).
  static func drawSymbol(
    _ name: String, node: PlacedNode, cells: CellRect, row: Int, into painter: inout Painter
  ) {
    let isRTL = node.layoutDirection == .rightToLeft
    let leadingColumn = isRTL ? cells.maxColumn - 1 : cells.minColumn
    let glyph = SymbolGlyph.character(
      for: name, isMirrored: node.isMirrored, glyphs: painter.glyphs)
    let room = cells.width - 2
    let short = String(name.split(separator: ".").first ?? "")
    guard let shown = [name, short].first(where: { !$0.isEmpty && DisplayWidth.of($0) <= room }) else {
      painter.label(String(glyph), column: cells.minColumn + (cells.width - 1) / 2, row: row, role: .image)
      return
    }
    painter.label(String(glyph), column: leadingColumn, row: row, role: .image)
    let column = isRTL ? leadingColumn - 1 - DisplayWidth.of(shown) : leadingColumn + 2
    painter.label(shown, column: column, row: row, role: .image)
  }

  /// A box outline with the name centred inside; a single row of name when too small for a box.
  /// The name is a text line (`TextRasterizer` sanitizes and reorders it).
  static func drawPhoto(_ name: String, cells: CellRect, into painter: inout Painter) {
    if cells.height >= 2, cells.width >= 3 {
      painter.box(cells, rounded: false, role: .image)
      let inner = (cells.minColumn + 1)..<(cells.maxColumn - 1)
      let row = cells.height == 2 ? cells.minRow : cells.midRow
      if cells.height > 2 {
        TextRasterizer.drawLine(name, row: row, columns: inner, side: .center, role: .image, into: &painter)
      }
    } else {
      TextRasterizer.drawLine(
        name, row: cells.midRow, columns: cells.minColumn..<cells.maxColumn, side: .center, role: .image,
        into: &painter)
    }
  }
}

extension Picture {
  /// Whether the wireframe draws it as a box: a photo, or an image still loading.
  var drawsBox: Bool {
    switch self {
    case .image(.photo, _), .asyncImage: true
    case .image(.symbol, _): false
    }
  }
}
