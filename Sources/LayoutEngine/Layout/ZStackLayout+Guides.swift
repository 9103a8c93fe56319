/// How a `ZStack` honours its children's own alignment guides (`.alignmentGuide`), and how a
/// `GeometryReader` tells the guides inside it its size.
extension ZStackLayout {
  /// The children of `ZStack` `node` offered `proposal`, aligned by their guides on both axes,
  /// when one of them sets its own guide for the stack's alignment; `nil` otherwise. A text
  /// baseline aligns by the children's text, not by guides.
  ///
  /// Each child's horizontal guide is computed, then its vertical one, child by child: the order
  /// SwiftUI computes them in, which the "flow of chips by alignment guides" pattern relies on
  /// (its horizontal guide moves a shared row counter that its vertical guide then reads).
  func guidedLines(_ node: Int32, proposal: ProposedSize, in layouter: inout Layouter) -> (
    x: GuidedLine, y: GuidedLine
  )? {
    let children = layouter.children(of: node)
    let h = AlignmentKey.horizontal(alignment.horizontal)
    let v = AlignmentKey.vertical(alignment.vertical)
    guard TextBaseline(alignment.vertical) == nil,
      layouter.anySetsGuide(children, h) || layouter.anySetsGuide(children, v)
    else { return nil }
    var x = GuidedLine()
    var y = GuidedLine()
    for child in children {
      let s = layouter.size(child, proposal)
      x.add(length: s.width, guide: layouter.guideValue(child, h, size: s, in: node))
      y.add(length: s.height, guide: layouter.guideValue(child, v, size: s, in: node))
    }
    return (x, y)
  }

  /// Places the children of `node` in `frame` by their guides (`guidedLines`).
  func placeGuided(
    _ node: Int32, _ lines: (x: GuidedLine, y: GuidedLine), in frame: Rect, proposal: ProposedSize,
    clip: Rect?,
    in layouter: inout Layouter
  ) {
    let direction = layouter.direction(of: node)
    let ux = alignment.horizontal.offset(child: lines.x.length, in: frame.width)
    let uy = alignment.vertical.offset(child: lines.y.length, in: frame.height)
    for (k, child) in layouter.children(of: node).enumerated() {
      let s = layouter.size(child, proposal)
      let dx = lines.x.offset(k, unionOffset: ux)
      let dy = lines.y.offset(k, unionOffset: uy)
      layouter.place(
        child, at: Point(x: frame.x(leading: dx, width: s.width, direction), y: frame.minY + dy), size: s,
        proposal: proposal, clip: clip)
    }
  }
}
