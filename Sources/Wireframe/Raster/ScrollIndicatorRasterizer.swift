import LayoutEngine

/// The scroll indicators of scrolled scroll views and lists: a thumb along the trailing edge
/// (the left in right-to-left, as iOS puts it) or the bottom edge, as long as the visible part
/// is of the content and as far along as the offset is of its maximum.
enum ScrollIndicatorRasterizer {
  /// Draws the indicator of every visible node scrolled away from its start (at the start too
  /// with `scrollIndicators(.visible)`, never with `.hidden` or `.never`). With `shown`
  /// (`VisibleSubtrees`), only the nodes it shows are looked at: the others' frames miss the rows
  /// drawn.
  static func draw(
    _ result: LayoutResult, shown: [Bool]? = nil, viewport: Viewport, window: CellRect,
    into painter: inout Painter
  ) {
    // Fields read in place: copying every node would retain everything it holds.
    let nodes = result.nodes
    for index in nodes.indices where shown?[index] ?? true && nodes[index].scroll != nil {
      let node = nodes[index]
      guard !node.isHidden, let scroll = node.scroll, scroll.canScroll,
        node.scrollIndicators.isDrawn(atOffset: scroll.offset)
      else { continue }
      painter.clip = Occupancy.clip(of: node, viewport: viewport, window: window)
      let cells = viewport.cells(for: node.frame)
      if scroll.axis == .vertical {
        let column = node.layoutDirection == .rightToLeft ? cells.minColumn : cells.maxColumn - 1
        let span = thumb(scroll, length: cells.maxRow - cells.minRow)
        painter.verticalLine(
          (cells.minRow + span.lowerBound)..<(cells.minRow + span.upperBound), column: column,
          with: painter.glyphs.scrollIndicatorVertical, role: .divider)
      } else {
        let span = thumb(scroll, length: cells.maxColumn - cells.minColumn)
        // Right to left, the content's start is on the right: the thumb runs from there.
        let columns =
          node.layoutDirection == .rightToLeft
          ? (cells.maxColumn - span.upperBound)..<(cells.maxColumn - span.lowerBound)
          : (cells.minColumn + span.lowerBound)..<(cells.minColumn + span.upperBound)
        painter.horizontalLine(
          columns, row: cells.maxRow - 1, with: painter.glyphs.scrollIndicatorHorizontal, role: .divider)
      }
    }
  }

  /// The thumb's cells within a track `length` cells long: at least one cell, at the end when
  /// scrolled to the end.
  static func thumb(_ scroll: ScrollPosition, length: Int) -> Range<Int> {
    guard length > 0, scroll.contentLength > 0 else { return 0..<0 }
    let size = min(
      length, max(1, Int((Double(length) * scroll.viewportLength / scroll.contentLength).rounded())))
    let fraction = scroll.maximumOffset > 0 ? min(1, scroll.offset / scroll.maximumOffset) : 0
    let start = Int((Double(length - size) * fraction).rounded())
    return start..<(start + size)
  }
}
