import LayoutEngine

/// Draws the accessories of label-and-value rows; their label, value and options draw
/// themselves. A navigation link in a list ends in the disclosure chevron (`›`, `‹` in
/// right-to-left), a menu picker in `↑↓`, a navigation-link picker in the chevron; a segmented
/// picker is an outline split by lines with its selected segment filled, an inline picker marks
/// its selected row with a checkmark, a wheel shows a band around its selected row.
enum LabeledRasterizer: ElementRasterizer {
  static func draw(_ family: Labeled, _ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    guard !cells.isEmpty else { return }
    let inList = isInList(node.index, in: node.result)
    switch family {
    case .labeledContent: break
    case .navigationLink:
      if inList { chevron(node, into: &painter) }
    case .picker(let style, _):
      switch Labeled.shownStyle(style, inList: inList) {
      case .menu: menuIndicator(node, into: &painter)
      case .navigationLink: chevron(node, into: &painter)
      case .segmented: segments(node, into: &painter)
      case .inline: checkmark(node, into: &painter)
      case .wheel: band(node, into: &painter)
      }
    }
  }

  /// The disclosure chevron in the node's trailing column, on its label's row.
  private static func chevron(_ node: RasterNode, into painter: inout Painter) {
    let isRTL = node.node.layoutDirection == .rightToLeft
    let glyph = SymbolGlyph.character(for: "chevron.forward", isMirrored: isRTL, glyphs: painter.glyphs)
    painter.put(glyph, column: trailingColumn(node.cells, isRTL), row: labelRow(node), role: .control)
  }

  /// The row the label's (child 0) first line is drawn on, else the value's (child 1), else the
  /// node's middle row.
  private static func labelRow(_ node: RasterNode) -> Int {
    for child in children(of: node) where child.offset < Labeled.pickerOptionsStart {
      let placed = node.result.nodes[child.index]
      let lines = max(1, placed.text?.lines.count ?? 1)
      if !placed.isHidden, placed.frame.height > 0,
        let row = TextRasterizer.rows(forLines: lines, in: placed.frame, viewport: node.viewport).first
      {
        return row
      }
    }
    return node.cells.midRow
  }

  /// A menu's `chevron.up.chevron.down`, as an up and a down chevron, in the trailing columns.
  private static func menuIndicator(_ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    let glyphs = painter.glyphs
    let up = SymbolGlyph.character(for: "chevron.up", isMirrored: false, glyphs: glyphs)
    let down = SymbolGlyph.character(for: "chevron.down", isMirrored: false, glyphs: glyphs)
    let column =
      node.node.layoutDirection == .rightToLeft ? cells.minColumn : max(cells.minColumn, cells.maxColumn - 2)
    let row = labelRow(node)
    painter.put(up, column: column, row: row, role: .control)
    painter.put(down, column: column + 1, row: row, role: .control)
  }

  /// The segments' outline, a line between segments, and the selected segment filled.
  private static func segments(_ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    let options = optionIndices(node)
    guard !options.isEmpty else { return }
    let frame = node.node.frame
    let segment = frame.width / Double(options.count)
    let isRTL = node.node.layoutDirection == .rightToLeft
    if let selected = selectedOption(node) {
      let x = isRTL ? frame.maxX - Double(selected + 1) * segment : frame.minX + Double(selected) * segment
      let fill = node.viewport.cells(for: Rect(x: x, y: frame.minY, width: segment, height: frame.height))
      painter.fill(fill.intersection(cells), with: " ", role: .controlFill)
    }
    let glyphs = painter.glyphs
    if cells.height >= 3 {
      painter.box(cells, rounded: true, role: .control)
    } else {
      painter.put(glyphs.buttonOpen, column: cells.minColumn, row: cells.midRow, role: .control)
      painter.put(glyphs.buttonClose, column: cells.maxColumn - 1, row: cells.midRow, role: .control)
    }
    for n in 1..<options.count {
      let column = Viewport.round(node.viewport.column(atX: frame.minX + Double(n) * segment))
      let rows =
        cells.height >= 3 ? (cells.minRow + 1)..<(cells.maxRow - 1) : cells.midRow..<(cells.midRow + 1)
      painter.verticalLine(rows, column: column, with: glyphs.vertical, role: .control)
    }
  }

  /// The checkmark on the selected option's row, in the node's trailing column.
  private static func checkmark(_ node: RasterNode, into painter: inout Painter) {
    let options = optionIndices(node)
    guard let selected = selectedOption(node), options.indices.contains(selected) else { return }
    let row = node.viewport.cells(for: node.result.nodes[options[selected]].frame).midRow
    let isRTL = node.node.layoutDirection == .rightToLeft
    painter.put(painter.glyphs.checkmark, column: trailingColumn(node.cells, isRTL), row: row, role: .control)
  }

  /// Lines above and below the wheel's middle row, where the selected option sits.
  private static func band(_ node: RasterNode, into painter: inout Painter) {
    let frame = node.node.frame
    let half = RowMetrics.wheelRowHeight / 2
    let band = node.viewport.cells(
      for: Rect(x: frame.minX, y: frame.midY - half, width: frame.width, height: 2 * half))
    let columns = node.cells.minColumn..<node.cells.maxColumn
    let glyphs = painter.glyphs
    painter.horizontalLine(columns, row: band.minRow - 1, with: glyphs.dividerHorizontal, role: .divider)
    painter.horizontalLine(columns, row: band.maxRow, with: glyphs.dividerHorizontal, role: .divider)
  }

  private static func trailingColumn(_ cells: CellRect, _ isRTL: Bool) -> Int {
    isRTL ? cells.minColumn : cells.maxColumn - 1
  }

  /// The result indices of a picker's options, in order.
  private static func optionIndices(_ node: RasterNode) -> [Int] {
    optionIndices(of: node.index, in: node.result)
  }

  /// The result indices of the options of the picker at `index`, in order (the SVG draws them too).
  static func optionIndices(of index: Int, in result: LayoutResult) -> [Int] {
    children(of: index, in: result).filter { $0.offset >= Labeled.pickerOptionsStart }.map(\.index)
  }

  /// The index among the options of the one showing the picker's value (child 1).
  private static func selectedOption(_ node: RasterNode) -> Int? {
    selectedOption(of: node.index, in: node.result)
  }

  /// The index among the options of the picker at `index` of the one showing its value (child 1).
  static func selectedOption(of index: Int, in result: LayoutResult) -> Int? {
    let all = children(of: index, in: result)
    guard let value = all.first(where: { $0.offset == 1 }).flatMap({ shown(result.nodes[$0.index]) })
    else { return nil }
    return optionIndices(of: index, in: result).firstIndex { shown(result.nodes[$0]) == value }
  }

  private static func shown(_ node: PlacedNode) -> String? {
    if case .textual(let textual) = node.element { return textual.string }
    return nil
  }

  /// The node's children: each one's index in the result and its place among the children.
  private static func children(of node: RasterNode) -> [(index: Int, offset: Int)] {
    children(of: node.index, in: node.result)
  }

  /// The children of node `index`: each one's index in the result and its place among them.
  private static func children(of index: Int, in result: LayoutResult) -> [(index: Int, offset: Int)] {
    let nodes = result.nodes
    var found: [(Int, Int)] = []
    var n = index + 1
    while n < nodes.count, nodes[n].depth > nodes[index].depth {
      if nodes[n].parent == index, case .child(let offset) = nodes[n].role { found.append((n, offset)) }
      n += 1
    }
    return found
  }

  /// Whether node `index` is inside a `List` or `Form`.
  static func isInList(_ index: Int, in result: LayoutResult) -> Bool {
    var parent = result.nodes[index].parent
    while let p = parent {
      if case .listing(.list) = result.nodes[p].element { return true }
      parent = result.nodes[p].parent
    }
    return false
  }
}
