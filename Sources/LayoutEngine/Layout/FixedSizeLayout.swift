/// `fixedSize`: the child is offered `nil` (its ideal length) on the fixed axes and is centred in
/// the frame.
struct FixedSizeLayout: LayoutAlgorithm {
  var horizontal: Bool
  var vertical: Bool

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), childProposal(p))
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    layouter.placeAligned(
      layouter.only(node), .center, offer: childProposal(proposal), in: frame,
      direction: layouter.direction(of: node), clip: clip)
  }

  func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }
}
