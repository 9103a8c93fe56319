/// How a `ZStack` honours its children's own alignment guides (`.alignmentGuide`) and aligns by
/// a custom guide.
extension ZStackLayout {
  /// The children of `ZStack` `node` offered `proposal`, aligned by their guides on both axes,
  /// when one of them sets its own guide for the stack's alignment or the alignment is one of the
  /// app's own; `nil` otherwise. A text baseline aligns by the children's text, not by guides.
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
      alignment.isCustom || layouter.anySetsGuide(children, h) || layouter.anySetsGuide(children, v)
    else { return nil }
    var x = GuidedLine()
    var y = GuidedLine()
    for child in children {
      let s = layouter.size(child, proposal)
      x.add(length: s.width, guide: layouter.guideValue(child, h, size: s, proposal: proposal, in: node))
      y.add(length: s.height, guide: layouter.guideValue(child, v, size: s, proposal: proposal, in: node))
    }
    return (x, y)
  }
}
