import LayoutEngine

/// Draws system bars: a navigation bar's bottom edge, a tab bar's or toolbar's top edge, a
/// search field with its magnifier (`magnifyingglass`'s glyph), so bars read as bars.
enum BarRasterizer: ElementRasterizer {
  static func draw(_ family: SystemBar, _ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    let columns = cells.minColumn..<cells.maxColumn
    switch family.part {
    case .navigationBar:
      painter.horizontalLine(
        columns, row: cells.maxRow - 1, with: painter.glyphs.horizontal, role: .systemBar)
    case .tabBar(let atTop):
      let row = atTop ? cells.maxRow - 1 : cells.minRow
      painter.horizontalLine(columns, row: row, with: painter.glyphs.horizontal, role: .systemBar)
    case .toolbar:
      painter.horizontalLine(columns, row: cells.minRow, with: painter.glyphs.horizontal, role: .systemBar)
    case .searchField(let prompt):
      FieldRasterizer.draw(
        placeholder:
          "\(SymbolGlyph.character(for: "magnifyingglass", isMirrored: false, glyphs: painter.glyphs)) "
          + prompt, text: nil, isSecure: false, node: node.node,
        cells: cells, row: node.centreRow, into: &painter)
    case .tabItem:
      break
    }
  }
}
