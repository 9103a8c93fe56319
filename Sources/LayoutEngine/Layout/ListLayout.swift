/// `List` and `Form`: sections of rows, one under the other, in a vertical scroll view (the
/// offer; its content's size when asked for its ideal).
struct ListLayout: LayoutAlgorithm {
  var style: ListStyle
  /// The inset-grouped card's distance from the list's edges (0 for plain lists).
  var cardInset: Double
  /// Row content's distance from the card's edges.
  var rowInset: Double
  var sections: [ListSection]
  /// Rows whose content insets replace the list's (`listRowInsets`), by the row's node.
  var rowInsets: [Int32: EdgeInsets] = [:]
  /// The space above a grouped section without a header, and below the last section
  /// (`listSectionSpacing`); a header's top inset shrinks or grows by the same amount.
  var sectionSpacing = ListMetrics.sectionSpacing

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let layout = arrangement(width: p.width, in: &layouter)
    return Size(width: p.width ?? layout.width, height: p.height ?? layout.height)
  }

  /// Places the rows, headers and footers in `frame`, moved up by the context's scroll offset for
  /// the list and clipped to the frame as a scroll view's content is; a row's outer frame
  /// becomes its whole cell, a section's frame its card.
  func place(
    _ node: Int32, in viewport: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter
  ) {
    let direction = layouter.direction(of: node)
    let layout = arrangement(width: viewport.width, in: &layouter)
    let visible = clip.map { $0.intersection(viewport) } ?? viewport
    let offset = layouter.scrollOffset(
      of: node, axis: .vertical, content: layout.height, viewport: viewport.height)
    let frame = Rect(
      x: viewport.minX, y: viewport.minY - offset, width: viewport.width, height: viewport.height)
    for item in layout.items {
      let rect = frame.physical(
        Rect(x: item.x, y: item.y, width: item.size.width, height: item.size.height), direction)
      layouter.place(
        item.node, at: rect.origin, size: item.size, proposal: item.offer ?? layout.rowOffer, clip: visible)
      let outer = layouter.nodes[Int(item.node)].outerOf
      if let cell = item.cell, outer >= 0 {
        layouter.placed[Int(outer)].outerFrame = frame.physical(cell, direction)
      }
    }
    for (node, card, whole) in layout.sections {
      let n = layouter.nodes[Int(node)]
      if n.coreOf >= 0 {
        layouter.placed[Int(n.coreOf)].frame = frame.physical(card, direction)
        layouter.placed[Int(n.coreOf)].clip = visible
      }
      if n.outerOf >= 0 { layouter.placed[Int(n.outerOf)].outerFrame = frame.physical(whole, direction) }
    }
  }

  /// Where everything in the list goes for a list `width` wide (`nil`: as wide as its widest row
  /// wants), relative to the list's top-leading corner.
  ///
  /// Rows are offered the card's width less the row insets and no height (their ideal height);
  /// a row is its content plus `rowVerticalInset` above and below (a row's `listRowInsets`
  /// replace both, its content centred in what is left), at least `minimumRowHeight`,
  /// so rows grow with Dynamic Type. Grouped sections are separated by `sectionSpacing`
  /// (a header's text takes its place), plain and inset sections have a header bar; a sidebar's
  /// header is offered less the room for its chevron.
  func arrangement(width: Double?, in layouter: inout Layouter) -> ListArrangement {
    let sideInsets = 2 * (cardInset + rowInset)
    var contentWidth = width.flatMap { $0.isFinite ? max(0, $0 - sideInsets) : nil }
    if contentWidth == nil {
      var widest = 0.0
      for section in sections {
        for node in [section.header].compactMap({ $0 }) + section.rows + [section.footer].compactMap({ $0 }) {
          widest = max(widest, layouter.size(node, .unspecified).width)
        }
      }
      contentWidth = widest
    }
    let inner = contentWidth ?? 0
    let listWidth = inner + sideInsets
    let offer = ProposedSize(width: inner, height: nil)
    // A sidebar's header leaves room for its disclosure chevron.
    let headerOffer = ProposedSize(width: max(0, inner - ListMetrics.sidebarDisclosureWidth), height: nil)
    let textX = cardInset + rowInset
    var layout = ListArrangement(width: listWidth, rowOffer: offer)
    var y = 0.0
    for section in sections {
      let sectionTop = y
      if let header = section.header {
        let s = layouter.size(header, style == .sidebar ? headerOffer : offer)
        if style.isGrouped {
          y += max(0, ListMetrics.headerTopInset + sectionSpacing - ListMetrics.sectionSpacing)
          layout.items.append(ListItem(node: header, x: textX, y: y, size: s))
          y += s.height + ListMetrics.headerBottomInset
        } else {
          let bar = max(ListMetrics.plainHeaderHeight, s.height + 2 * ListMetrics.rowVerticalInset)
          layout.items.append(ListItem(node: header, x: textX, y: y + (bar - s.height) / 2, size: s))
          y += bar
        }
      } else if style.isGrouped {
        y += sectionSpacing
      }
      let cardTop = y
      for row in section.rows {
        let cellWidth = listWidth - 2 * cardInset
        var item: ListItem
        let height: Double
        if let insets = rowInsets[row] {
          // The row's own insets in its cell: offered the rest of the cell's width.
          let rowOffer = ProposedSize(
            width: max(0, cellWidth - insets.leading - insets.trailing), height: nil)
          let s = layouter.size(row, rowOffer)
          height = max(ListMetrics.minimumRowHeight, s.height + insets.top + insets.bottom)
          let slack = height - insets.top - insets.bottom - s.height
          item = ListItem(node: row, x: cardInset + insets.leading, y: y + insets.top + slack / 2, size: s)
          item.offer = rowOffer
        } else {
          let s = layouter.size(row, offer)
          height = max(ListMetrics.minimumRowHeight, s.height + 2 * ListMetrics.rowVerticalInset)
          item = ListItem(node: row, x: textX, y: y + (height - s.height) / 2, size: s)
        }
        item.cell = Rect(x: cardInset, y: y, width: cellWidth, height: height)
        layout.items.append(item)
        y += height
      }
      let card = Rect(x: cardInset, y: cardTop, width: listWidth - 2 * cardInset, height: y - cardTop)
      if let footer = section.footer {
        let s = layouter.size(footer, offer)
        y += ListMetrics.footerTopInset
        layout.items.append(ListItem(node: footer, x: textX, y: y, size: s))
        y += s.height
      }
      if let node = section.node {
        layout.sections.append(
          (node, card, Rect(x: 0, y: sectionTop, width: listWidth, height: y - sectionTop)))
      }
    }
    if style.isGrouped && !sections.isEmpty { y += sectionSpacing }
    layout.height = y
    return layout
  }
}

/// One section of a list: its `Section` node (`nil` for rows written directly in the list),
/// header, rows and footer, as internal node indices.
struct ListSection {
  var node: Int32?
  var header: Int32?
  var rows: [Int32]
  var footer: Int32?
}

/// A list's arrangement for one width, relative to the list's top-leading corner.
struct ListArrangement {
  var width: Double
  /// What every header, row and footer is offered: the content width, no height.
  var rowOffer: ProposedSize
  var height = 0.0
  var items: [ListItem] = []
  /// Each `Section` node with its card (rows only) and its whole extent (header to footer).
  var sections: [(node: Int32, card: Rect, whole: Rect)] = []
}

/// One header, row or footer: its node, where it goes and its size; rows also have their cell.
struct ListItem {
  var node: Int32
  var x: Double
  var y: Double
  var size: Size
  var cell: Rect?
  /// What a row with its own insets is offered, when not the list's `rowOffer`.
  var offer: ProposedSize?
}
