/// `containerRelativeFrame`: on its axes, the length its spec takes of the nearest container
/// (`Layouter.containerSize`), offered to the child, which is aligned in it; on the other axes
/// it passes the offer through and takes the child's length.
struct ContainerRelativeFrameLayout: LayoutAlgorithm {
  var spec: ContainerRelativeFrame

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let (width, height) = lengths(layouter.containerSize)
    let s = layouter.size(
      layouter.only(node), ProposedSize(width: width ?? p.width, height: height ?? p.height))
    return Size(width: width ?? s.width, height: height ?? s.height)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let (width, height) = lengths(layouter.containerSize)
    let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    layouter.placeAligned(
      layouter.only(node), spec.alignment, offer: offer, in: frame, direction: layouter.direction(of: node),
      clip: clip)
  }

  /// The lengths the spec fixes in a container of `size`; `nil` on an axis it leaves alone.
  private func lengths(_ size: Size) -> (width: Double?, height: Double?) {
    (spec.horizontal ? spec.length(in: size.width) : nil, spec.vertical ? spec.length(in: size.height) : nil)
  }
}
