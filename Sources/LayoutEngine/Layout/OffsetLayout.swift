/// `offset`: moves the drawing, not the layout; `x` is towards the trailing edge.
struct OffsetLayout: LayoutAlgorithm {
  var x: Double
  var y: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let dx = layouter.direction(of: node) == .leftToRight ? x : -x
    let shifted = frame.offsetBy(dx: dx, dy: y)
    layouter.place(layouter.only(node), at: shifted.origin, size: frame.size, proposal: proposal, clip: clip)
  }
}
