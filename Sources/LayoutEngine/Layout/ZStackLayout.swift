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
    let direction = layouter.direction(of: node)
    arrange(node, in: frame.size, proposal: proposal, in: &layouter) { layouter, child, s, dx, dy in
      layouter.place(
        child, at: Point(x: frame.x(leading: dx, width: s.width, direction), y: frame.minY + dy), size: s,
        proposal: proposal, clip: clip)
    }
  }

  /// A `GeometryReader`'s children, each at its alignment in `frame`.
  private func placeChildren(
    _ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter
  ) {
    let direction = layouter.direction(of: node)
    for child in layouter.children(of: node) {
      layouter.placeAligned(
        child, alignment, offer: proposal, in: frame, direction: direction, clip: clip, container: node)
    }
  }

  /// Where `ZStack` `node`, `size` large and offered `proposal`, puts each of its children:
  /// `body` is given each in order with its size and its offset from the stack's leading edge
  /// and top, aligned by their guides when they set their own (`guidedLines`), else at the
  /// alignment (on a text baseline, the children's). The one reading of a `ZStack`'s placement,
  /// for placing the children and for carrying their guides out (`explicitGuide`).
  func arrange(
    _ node: Int32, in size: Size, proposal: ProposedSize, in layouter: inout Layouter,
    _ body: (inout Layouter, Int32, Size, Double, Double) -> Void
  ) {
    if let lines = guidedLines(node, proposal: proposal, in: &layouter) {
      let ux = alignment.horizontal.offset(child: lines.x.length, in: size.width)
      let uy = alignment.vertical.offset(child: lines.y.length, in: size.height)
      for (k, child) in layouter.children(of: node).enumerated() {
        let s = layouter.size(child, proposal)
        body(&layouter, child, s, lines.x.offset(k, unionOffset: ux), lines.y.offset(k, unionOffset: uy))
      }
      return
    }
    let guide = TextBaseline(alignment.vertical).map {
      layouter.zStackRow(node, $0, proposal: proposal).guide
    }
    for child in layouter.children(of: node) {
      let s = layouter.size(child, proposal)
      let (dx, dy) = layouter.alignedOffsets(
        child, alignment, size: s, offer: proposal, in: size, guide: guide, container: node)
      body(&layouter, child, s, dx, dy)
    }
  }
}
