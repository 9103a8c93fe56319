/// `ScrollView`: takes the offer (its content's size when asked for its ideal); the content is
/// offered no limit along the scroll axis, starts at the top (leading) edge less the context's
/// scroll offset for it, is centred across the axis, and is clipped to the viewport.
struct ScrollViewLayout: LayoutAlgorithm {
  var axis: Axis

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    var contentProposal = p
    contentProposal[axis] = nil
    let content = layouter.children(of: node).first.map { layouter.size($0, contentProposal) } ?? .zero
    var result = Size.zero
    result[axis] = p[axis] ?? content[axis]
    result[axis.cross] = p[axis.cross] ?? content[axis.cross]
    return result
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    guard let content = layouter.children(of: node).first else { return }
    let direction = layouter.direction(of: node)
    var offer = proposal
    offer[axis] = nil
    let s = layouter.size(content, offer)
    let visible = clip.map { $0.intersection(frame) } ?? frame
    let offset = layouter.scrollOffset(of: node, axis: axis, content: s[axis], viewport: frame.size[axis])
    // Scrolling moves the content towards the top, or the leading edge (the left in right-to-left).
    let origin =
      axis == .vertical
      ? Point(
        x: frame.x(leading: (frame.width - s.width) / 2, width: s.width, direction), y: frame.minY - offset)
      : Point(
        x: frame.x(leading: -offset, width: s.width, direction), y: frame.minY + (frame.height - s.height) / 2
      )
    layouter.place(content, at: origin, size: s, proposal: offer, clip: visible)
  }
}
