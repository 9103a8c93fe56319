import LayoutEngine

/// The columns inside the card a list row sits in, for a picture wider than its card.
///
/// A row's content can be laid out wider than the inset-grouped card around it (an image whose
/// asset is not found takes a placeholder size, 400 × 300 pt, in a 370-pt card). Its box drawn
/// whole crossed the card's side edges (`│────…┐  │  │`) and hid them; the cell clips it on the
/// device, so the box is drawn inside the card's edges instead.
enum CardInterior {
  /// The columns inside the side edges of the card that holds node `index`, a blank column in
  /// from each, or `nil` when no card is drawn around it (not in a list with cards, a header or
  /// footer, a scale too coarse for cards). Walks up at most `ancestorWalk` levels.
  static func columns(of index: Int, in result: LayoutResult, viewport: Viewport) -> Range<Int>? {
    guard viewport.pointsPerRow * 2 <= ListMetrics.minimumRowHeight else { return nil }
    let nodes = result.nodes
    // The path up from the node: `child` is the parent's child on it, `below` the child's.
    var (below, child) = (index, index)
    for _ in 0..<ancestorWalk {
      guard let parent = nodes[child].parent else { return nil }
      guard case .listing(.list(let style, _)) = nodes[parent].element else {
        (below, child) = (child, parent)
        continue
      }
      guard style.hasCards, !(style == .sidebar && result.isInSidebarColumn(parent)) else { return nil }
      // A bare row of the list, or a row of one of its sections (not a header or footer).
      let row = ListRasterizer.sections(of: parent, in: result).lazy.compactMap { section in
        section.owner == parent
          ? (section.rows.contains(child) ? child : nil)
          : (section.owner == child && section.rows.contains(below) ? below : nil)
      }.first
      guard let row, row != index || below != child else { return nil }
      let cells = viewport.cells(for: nodes[row].outerFrame)
      // A blank column inside each edge, so the box does not read as part of the card's line.
      guard cells.width > 4 else { return nil }
      return (cells.minColumn + 2)..<(cells.maxColumn - 2)
    }
    return nil
  }

  /// How many levels up a node's card is looked for.
  static let ancestorWalk = 64
}
