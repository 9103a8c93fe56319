import LayoutEngine

/// Draws what composites add to their children: a group box's rounded outline, a control
/// group's outline split between its controls, a disclosure group's chevron (`›` collapsed, `‹`
/// in right-to-left, `↓` expanded) on its title's row. Gauges, empty states, date pickers and
/// menus are their children.
enum CompositeRasterizer: ElementRasterizer {
  static func draw(_ family: Composite, _ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    guard !cells.isEmpty else { return }
    switch family {
    case .groupBox:
      if cells.height >= 2, cells.width >= 2 { painter.box(cells, rounded: true, role: .container) }
    case .controlGroup:
      segments(node, into: &painter)
    case .disclosureGroup(let isExpanded):
      let isRTL = node.node.layoutDirection == .rightToLeft
      let name = isExpanded ? "chevron.down" : "chevron.forward"
      let glyph = SymbolGlyph.character(for: name, isMirrored: isRTL, glyphs: painter.glyphs)
      let title = firstChild(of: node).map { node.result.nodes[$0].frame } ?? node.node.frame
      let row = TextRasterizer.rows(forLines: 1, in: title, viewport: node.viewport).first ?? cells.midRow
      painter.put(glyph, column: isRTL ? cells.minColumn : cells.maxColumn - 1, row: row, role: .control)
    case .gauge, .contentUnavailable, .datePicker, .menu:
      break
    }
  }

  /// A rounded outline (or `( … )` in one or two rows) with a line between equal segments, one
  /// per child.
  private static func segments(_ node: RasterNode, into painter: inout Painter) {
    let cells = node.cells
    let count = children(of: node)
    let glyphs = painter.glyphs
    if cells.height >= 3 {
      painter.box(cells, rounded: true, role: .control)
    } else {
      painter.put(glyphs.buttonOpen, column: cells.minColumn, row: cells.midRow, role: .control)
      painter.put(glyphs.buttonClose, column: cells.maxColumn - 1, row: cells.midRow, role: .control)
    }
    guard count > 1 else { return }
    let frame = node.node.frame
    let rows = cells.height >= 3 ? (cells.minRow + 1)..<(cells.maxRow - 1) : cells.midRow..<(cells.midRow + 1)
    for n in 1..<count {
      let column = Viewport.round(
        node.viewport.column(atX: frame.minX + Double(n) * frame.width / Double(count)))
      painter.verticalLine(rows, column: column, with: glyphs.vertical, role: .control)
    }
  }

  /// The number of the node's children.
  private static func children(of node: RasterNode) -> Int {
    let nodes = node.result.nodes
    var count = 0
    var n = node.index + 1
    while n < nodes.count, nodes[n].depth > nodes[node.index].depth {
      if nodes[n].parent == node.index, case .child = nodes[n].role { count += 1 }
      n += 1
    }
    return count
  }

  /// The result index of the node's first child.
  private static func firstChild(of node: RasterNode) -> Int? {
    let nodes = node.result.nodes
    var n = node.index + 1
    while n < nodes.count, nodes[n].depth > nodes[node.index].depth {
      if nodes[n].parent == node.index, case .child(0) = nodes[n].role { return n }
      n += 1
    }
    return nil
  }
}
