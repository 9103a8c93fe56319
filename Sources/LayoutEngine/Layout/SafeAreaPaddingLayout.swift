/// `safeAreaPadding`: sized as `padding` (the content's safe area is its frame less the insets,
/// and content that respects the safe area stays inside it), but the insets belong to the safe
/// area rather than to a padding: content that ignores the safe area reaches into them.
struct SafeAreaPaddingLayout: LayoutAlgorithm {
  var insets: EdgeInsets

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    PaddingLayout(insets: insets).size(of: node, proposal: p, in: &layouter)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let child = layouter.only(node)
    let offer = layouter.inset(proposal, insets)
    let s = layouter.size(child, offer)
    let direction = layouter.direction(of: node)
    let safe = frame.physical(
      Rect(
        x: insets.leading, y: insets.top, width: max(0, frame.width - insets.leading - insets.trailing),
        height: max(0, frame.height - insets.top - insets.bottom)), direction)
    let x = frame.x(leading: insets.leading, width: s.width, direction)
    layouter.place(
      child, at: Point(x: x, y: frame.minY + insets.top), size: s, proposal: offer, clip: clip,
      safeArea: safe,
      within: frame)
  }
}
