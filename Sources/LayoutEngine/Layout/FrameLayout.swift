/// `frame`: fixed sizes, or the offer clamped to min/max bounds, with the child aligned inside.
struct FrameLayout: LayoutAlgorithm {
  var spec: FrameSpec

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let child = layouter.size(layouter.only(node), childProposal(p))
    return size(p, child: child)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    layouter.placeAligned(
      layouter.only(node), spec.alignment, offer: childProposal(proposal), in: frame,
      direction: layouter.direction(of: node), clip: clip)
  }

  /// What the frame offers its child: its fixed sizes, or the offer clamped to its bounds,
  /// with `ideal` standing in when the child is asked for its ideal size.
  func childProposal(_ p: ProposedSize) -> ProposedSize {
    func axis(_ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?)
      -> Double?
    {
      if let fixed { return fixed }
      guard var value = offer ?? ideal else { return nil }
      if let minV { value = max(value, minV) }
      if let maxV { value = min(value, maxV) }
      return value
    }
    return ProposedSize(
      width: axis(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, p.width),
      height: axis(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, p.height))
  }

  /// The size the frame reports: fixed sizes, or SwiftUI's flexible-frame rule
  /// `max(min ?? child, min(max ?? child, offer ?? ideal ?? child))`.
  func size(_ p: ProposedSize, child: Size) -> Size {
    func axis(
      _ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?, _ child: Double
    ) -> Double {
      if let fixed { return fixed }
      if minV == nil && maxV == nil { return offer == nil ? (ideal ?? child) : child }
      let wanted = offer ?? ideal ?? child
      return max(minV ?? child, min(maxV ?? child, wanted))
    }
    return Size(
      width: axis(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, p.width, child.width),
      height: axis(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, p.height, child.height))
  }
}
