/// `ZStack`: children on top of each other, as large as the largest on each axis, all at the
/// same alignment. A `GeometryReader` (`fillsOffer`) is as large as it is offered instead, and
/// 10 × 10 (a shape's ideal) on an axis it is offered nothing definite.
struct ZStackLayout: LayoutAlgorithm {
  var alignment: Alignment
  var fillsOffer = false

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    if fillsOffer {
      let ideal = ControlMetrics.shapeIdealSize
      let size = Size(width: p.width ?? ideal, height: p.height ?? ideal)
      layouter.withGeometrySize(size) { layouter in
        for child in layouter.children(of: node) { _ = layouter.size(child, p) }
      }
      return size
    }
    var result = Size.zero
    for child in layouter.children(of: node) {
      let s = layouter.size(child, p)
      result.width = max(result.width, s.width)
      result.height = max(result.height, s.height)
    }
    if let which = TextBaseline(alignment.vertical) {
      result.height = layouter.zStackRow(node, which, proposal: p).height
    }
    if let lines = guidedLines(node, proposal: p, in: &layouter) {
      result = Size(width: lines.x.length, height: lines.y.length)
    }
    return result
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    if fillsOffer {
      // A `GeometryReader`'s guides inside it read its size (`g.size`).
      return layouter.withGeometrySize(frame.size) { layouter in
        placeChildren(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
      }
    }
    if let lines = guidedLines(node, proposal: proposal, in: &layouter) {
      return placeGuided(node, lines, in: frame, proposal: proposal, clip: clip, in: &layouter)
    }
    placeChildren(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
  }

  /// The children each at the stack's alignment in `frame`.
  private func placeChildren(
    _ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter
  ) {
    let direction = layouter.direction(of: node)
    let guide =
      fillsOffer
      ? nil : TextBaseline(alignment.vertical).map { layouter.zStackRow(node, $0, proposal: proposal).guide }
    for child in layouter.children(of: node) {
      layouter.placeAligned(
        child, alignment, offer: proposal, in: frame, direction: direction, clip: clip, guide: guide,
        container: node)
    }
  }
}
