/// `clipped`, `clipShape`, `cornerRadius`: the view's size, its drawing (children and text)
/// clipped to its frame, within any clip around it.
struct ClipLayout: LayoutAlgorithm {
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let inside = clip.map { $0.intersection(frame) } ?? frame
    layouter.place(layouter.only(node), at: frame.origin, size: frame.size, proposal: proposal, clip: inside)
  }
}
