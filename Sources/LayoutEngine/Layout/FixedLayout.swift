/// A leaf whose size ignores the proposal (a symbol image, a photo, the progress spinner).
struct FixedLayout: LayoutAlgorithm {
  var size: Size

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size { size }
}
