/// `padding`: the proposal shrunk by the insets, the child's answer grown by them.
struct PaddingLayout: LayoutAlgorithm {
  var insets: EdgeInsets

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let child = layouter.size(layouter.only(node), layouter.inset(p, insets))
    return Size(
      width: child.width + insets.leading + insets.trailing,
      height: child.height + insets.top + insets.bottom)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let child = layouter.only(node)
    let offer = layouter.inset(proposal, insets)
    let s = layouter.size(child, offer)
    // From the leading edge, mirrored: a child narrower than the padding's box stays on its side.
    let x = frame.x(leading: insets.leading, width: s.width, layouter.direction(of: node))
    layouter.place(child, at: Point(x: x, y: frame.minY + insets.top), size: s, proposal: offer, clip: clip)
  }
}
