/// `List` and `Form`: sections of rows, one under the other, in a vertical scroll view.
extension Layouter {
  /// Where everything in a list goes for a list `width` wide (`nil`: as wide as its widest row
  /// wants), relative to the list's top-leading corner.
  ///
  /// Rows are offered the card's width less the row insets and no height (their ideal height);
  /// a row is its content plus `rowVerticalInset` above and below, at least `minimumRowHeight`,
  /// so rows grow with Dynamic Type. Inset-grouped sections are separated by `sectionSpacing`
  /// (a header's text takes its place), plain sections have a header bar.
  mutating func listLayout(_ shape: ListShape, width: Double?) -> ListLayout {
    let sideInsets = 2 * (shape.cardInset + shape.rowInset)
    var contentWidth = width.flatMap { $0.isFinite ? max(0, $0 - sideInsets) : nil }
    if contentWidth == nil {
      var widest = 0.0
      for section in shape.sections {
        for node in [section.header].compactMap({ $0 }) + section.rows + [section.footer].compactMap({ $0 }) {
          widest = max(widest, size(node, .unspecified).width)
        }
      }
      contentWidth = widest
    }
    let inner = contentWidth ?? 0
    let listWidth = inner + sideInsets
    let offer = ProposedSize(width: inner, height: nil)
    let textX = shape.cardInset + shape.rowInset
    var layout = ListLayout(width: listWidth, rowOffer: offer)
    var y = 0.0
    for section in shape.sections {
      let sectionTop = y
      if let header = section.header {
        let s = size(header, offer)
        if shape.style == .insetGrouped {
          y += ListMetrics.headerTopInset
          layout.items.append(ListItem(node: header, x: textX, y: y, size: s))
          y += s.height + ListMetrics.headerBottomInset
        } else {
          let bar = max(ListMetrics.plainHeaderHeight, s.height + 2 * ListMetrics.rowVerticalInset)
          layout.items.append(ListItem(node: header, x: textX, y: y + (bar - s.height) / 2, size: s))
          y += bar
        }
      } else if shape.style == .insetGrouped {
        y += ListMetrics.sectionSpacing
      }
      let cardTop = y
      for row in section.rows {
        let s = size(row, offer)
        let height = max(ListMetrics.minimumRowHeight, s.height + 2 * ListMetrics.rowVerticalInset)
        var item = ListItem(node: row, x: textX, y: y + (height - s.height) / 2, size: s)
        item.cell = Rect(x: shape.cardInset, y: y, width: listWidth - 2 * shape.cardInset, height: height)
        layout.items.append(item)
        y += height
      }
      let card = Rect(
        x: shape.cardInset, y: cardTop, width: listWidth - 2 * shape.cardInset, height: y - cardTop)
      if let footer = section.footer {
        let s = size(footer, offer)
        y += ListMetrics.footerTopInset
        layout.items.append(ListItem(node: footer, x: textX, y: y, size: s))
        y += s.height
      }
      if let node = section.node {
        layout.sections.append(
          (node, card, Rect(x: 0, y: sectionTop, width: listWidth, height: y - sectionTop)))
      }
    }
    if shape.style == .insetGrouped && !shape.sections.isEmpty { y += ListMetrics.sectionSpacing }
    layout.height = y
    return layout
  }

  /// Places a list's rows, headers and footers in `frame`, clipped to it as a scroll view's
  /// content is; a row's outer frame becomes its whole cell, a section's frame its card.
  mutating func placeList(_ shape: ListShape, frame: Rect, direction: LayoutDirection, clip: Rect?) {
    let layout = listLayout(shape, width: frame.width)
    let visible = clip.map { $0.intersection(frame) } ?? frame
    func physical(_ rect: Rect) -> Rect {
      let x = direction == .leftToRight ? frame.minX + rect.minX : frame.maxX - rect.maxX
      return Rect(x: x, y: frame.minY + rect.minY, width: rect.width, height: rect.height)
    }
    for item in layout.items {
      let rect = physical(Rect(x: item.x, y: item.y, width: item.size.width, height: item.size.height))
      place(
        item.node, at: rect.origin, size: item.size,
        proposal: layout.rowOffer, clip: visible)
      if let cell = item.cell, nodes[Int(item.node)].outerOf >= 0 {
        placed[Int(nodes[Int(item.node)].outerOf)].outerFrame = physical(cell)
      }
    }
    for (node, card, whole) in layout.sections {
      let n = nodes[Int(node)]
      if n.coreOf >= 0 {
        placed[Int(n.coreOf)].frame = physical(card)
        placed[Int(n.coreOf)].clip = visible
      }
      if n.outerOf >= 0 { placed[Int(n.outerOf)].outerFrame = physical(whole) }
    }
  }
}

/// A list's arrangement for one width, relative to the list's top-leading corner.
struct ListLayout {
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
}
