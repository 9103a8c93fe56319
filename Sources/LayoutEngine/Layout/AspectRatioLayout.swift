/// `aspectRatio`: the child is offered the largest (`fit`) or smallest (`fill`) size of the ratio
/// that fits the offer, and centred; without a ratio, the child's ideal ratio.
struct AspectRatioLayout: LayoutAlgorithm {
  var ratio: Double?
  var mode: ContentMode

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), childProposal(node, p, in: &layouter))
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let offer = childProposal(node, proposal, in: &layouter)
    layouter.placeAligned(
      layouter.only(node), .center, offer: offer, in: frame, direction: layouter.direction(of: node),
      clip: clip)
  }

  /// The proposal of the ratio that fits `p`.
  func childProposal(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> ProposedSize {
    let resolved: Double
    if let ratio {
      resolved = ratio
    } else {
      let ideal = layouter.size(layouter.only(node), .unspecified)
      guard ideal.height > 0 else { return p }
      resolved = ideal.width / ideal.height
    }
    guard resolved > 0 else { return p }
    let w = p.width.flatMap { $0.isFinite ? $0 : nil }
    let h = p.height.flatMap { $0.isFinite ? $0 : nil }
    switch (w, h) {
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / resolved)
      let byHeight = Size(width: h * resolved, height: h)
      let widthLimits = byWidth.height <= h
      return ProposedSize((mode == .fit) == widthLimits ? byWidth : byHeight)
    case (let w?, nil):
      return ProposedSize(width: w, height: w / resolved)
    case (nil, let h?):
      return ProposedSize(width: h * resolved, height: h)
    case (nil, nil):
      guard p.width == nil && p.height == nil else { return p }
      let ideal = layouter.size(layouter.only(node), .unspecified)
      return ProposedSize(width: ideal.width, height: ideal.width / resolved)
    }
  }
}
