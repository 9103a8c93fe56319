import LayoutEngine

/// Draws a `List` or `Form`: each inset-grouped section as a rounded card around its rows, and a
/// separator line between rows from the row's content to the cell's far edge, as UIKit does; a
/// sidebar in a split view's sidebar column, neither.
enum ListRasterizer: ElementRasterizer {
  /// Draws the cards and separators of a list; sections draw nothing of their own.
  static func draw(_ family: Listing, _ node: RasterNode, into painter: inout Painter) {
    guard case .list(let style, _) = family else { return }
    let (index, result, viewport) = (node.index, node.result, node.viewport)
    let list = node.node
    // Below two cell rows per 44 pt row, outlines and separators would land on the rows' text;
    // the rows alone read better at that scale.
    guard viewport.pointsPerRow * 2 <= ListMetrics.minimumRowHeight else { return }
    let saved = painter.clip
    defer { painter.clip = saved }
    painter.clip = painter.clip.intersection(viewport.cells(for: list.frame))
    let labels = LabelRows(of: index, in: result, viewport: viewport)
    // A split view's sidebar column at regular width: rows with no card and no separators, as
    // iPadOS draws a sidebar; the headers keep their chevrons.
    let isColumn = style == .sidebar && result.isInSidebarColumn(index)
    let hasCards = style.hasCards && !isColumn
    for section in sections(of: index, in: result) {
      let group = section.rows
      guard let first = group.first, let last = group.last else { continue }
      let top = result.nodes[first].outerFrame
      let bottom = result.nodes[last].outerFrame
      if style == .sidebar, let header = section.header {
        disclosure(after: result.nodes[header], card: top, viewport: viewport, into: &painter)
      }
      if isColumn { continue }
      if hasCards {
        let card = Rect(x: top.minX, y: top.minY, width: top.width, height: bottom.maxY - top.minY)
        var cells = viewport.cells(for: card)
        // An edge on a row's label row moves a row out when that row is free (inside the list).
        let span = cells.minColumn..<cells.maxColumn
        let limits = painter.clip
        let isBox = cells.height >= 2
        if isBox, labels.holds(row: cells.minRow, span), cells.minRow - 1 > limits.minRow,
          !labels.holds(row: cells.minRow - 1, span)
        {
          cells.minRow -= 1
        }
        if isBox, labels.holds(row: cells.maxRow - 1, span), cells.maxRow < limits.maxRow,
          !labels.holds(row: cells.maxRow, span)
        {
          cells.maxRow += 1
        }
        painter.box(cells, rounded: true, role: .container)
      } else if style == .grouped {
        // A grouped section's rows have a full-width line above and below them, unless
        // `listSectionSeparator` hides it.
        let hidden = result.nodes[section.owner].hiddenRowSeparators
        let columns = viewport.cells(for: top).minColumn..<viewport.cells(for: top).maxColumn
        for (edge, y) in [(EdgeSet.top, top.minY), (.bottom, bottom.maxY)] where !hidden.contains(edge) {
          let row = viewport.cells(for: Rect(x: top.minX, y: y, width: top.width, height: 0)).minRow
          let lineRow = edge == .top && labels.holds(row: row, columns) ? row - 1 : row
          painter.horizontalLine(
            columns, row: lineRow, with: painter.glyphs.dividerHorizontal, role: .divider)
        }
      }
      for row in separatedRows(group, in: result) {
        separator(
          below: result.nodes[row], insideCard: hasCards, labels: labels, viewport: viewport,
          into: &painter)
      }
    }
  }

  /// The rows of the list at `index`, grouped by section: a `Section`'s rows without its header
  /// and footer, and runs of rows written directly in the list.
  static func rowGroups(of index: Int, in result: LayoutResult) -> [[Int]] {
    sections(of: index, in: result).map(\.rows).filter { !$0.isEmpty }
  }

  /// The sections of the list at `index`: each `Section` (its node, header and rows without the
  /// header and footer), and each run of rows written directly in the list (owned by the list).
  static func sections(of index: Int, in result: LayoutResult) -> [(owner: Int, header: Int?, rows: [Int])] {
    var sections: [(owner: Int, header: Int?, rows: [Int])] = []
    var bare: [Int] = []
    let depth = result.nodes[index].depth
    var n = index + 1
    while n < result.nodes.count, result.nodes[n].depth > depth {
      defer { n += 1 }
      guard result.nodes[n].parent == index, case .child = result.nodes[n].role else { continue }
      guard case .listing(.section(let hasHeader, let hasFooter)) = result.nodes[n].element else {
        bare.append(n)
        continue
      }
      if !bare.isEmpty { sections.append((index, nil, bare)) }
      bare = []
      var rows = children(of: n, in: result)
      let header = hasHeader && !rows.isEmpty ? rows.removeFirst() : nil
      if hasFooter && !rows.isEmpty { rows.removeLast() }
      sections.append((n, header, rows))
    }
    if !bare.isEmpty { sections.append((index, nil, bare)) }
    return sections
  }

  /// A sidebar section header's disclosure chevron (pointing down: the section is expanded), on
  /// the header's first row, inside the trailing edge of the section's card (`card`, a row's cell).
  private static func disclosure(
    after header: PlacedNode, card: Rect, viewport: Viewport, into painter: inout Painter
  ) {
    let lines = max(1, header.text?.lines.count ?? 1)
    guard let row = TextRasterizer.rows(forLines: lines, in: header.frame, viewport: viewport).first else {
      return
    }
    let cells = viewport.cells(for: card)
    let column = header.layoutDirection == .rightToLeft ? cells.minColumn + 1 : cells.maxColumn - 2
    _ = painter.put(
      SymbolGlyph.character(for: "chevron.down", isMirrored: false, glyphs: painter.glyphs),
      column: column, row: row, role: .control)
  }

  /// The rows of `group` with a separator under them: all but the last, less those whose own
  /// bottom or the next row's top separator is hidden (`listRowSeparator(.hidden)`).
  static func separatedRows(_ group: [Int], in result: LayoutResult) -> [Int] {
    zip(group, group.dropFirst()).compactMap { row, next in
      result.nodes[row].hiddenRowSeparators.contains(.bottom)
        || result.nodes[next].hiddenRowSeparators.contains(.top) ? nil : row
    }
  }

  /// The direct children of node `index`, in order.
  private static func children(of index: Int, in result: LayoutResult) -> [Int] {
    var found: [Int] = []
    let depth = result.nodes[index].depth
    var n = index + 1
    while n < result.nodes.count, result.nodes[n].depth > depth {
      if result.nodes[n].parent == index, case .child = result.nodes[n].role { found.append(n) }
      n += 1
    }
    return found
  }

  /// A separator on the bottom edge of `row`'s cell, from its content's leading edge.
  /// Inside a card the line stops short of the card's outline.
  private static func separator(
    below row: PlacedNode, insideCard: Bool, labels: LabelRows, viewport: Viewport,
    into painter: inout Painter
  ) {
    let cell = row.outerFrame
    let start = row.layoutDirection == .leftToRight ? row.frame.minX : cell.minX
    let end = row.layoutDirection == .leftToRight ? cell.maxX : row.frame.maxX
    let line = viewport.cells(for: Rect(x: start, y: cell.maxY, width: max(0, end - start), height: 0))
    let bounds = viewport.cells(for: cell)
    let inset = insideCard ? 1 : 0
    let columns =
      max(line.minColumn, bounds.minColumn + inset)..<min(line.maxColumn, bounds.maxColumn - inset)
    // On the row above (the row's own last) when the row below holds a label and that one does not.
    var lineRow = line.minRow
    if labels.holds(row: lineRow, columns), !labels.holds(row: lineRow - 1, columns),
      lineRow - 1 >= bounds.minRow
    {
      lineRow -= 1
    }
    painter.horizontalLine(
      columns, row: lineRow,
      with: painter.glyphs.dividerHorizontal, role: .divider)
  }
}
