/// A wrapper that changes nothing about layout: sized and placed exactly like its only child.
struct PassthroughLayout: LayoutAlgorithm {
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    layouter.place(layouter.only(node), at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
  }
}
