/// `ZStack`: children on top of each other, as large as the largest on each axis, all at the
/// same alignment.
struct ZStackLayout: LayoutAlgorithm {
  var alignment: Alignment

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    var result = Size.zero
    for child in layouter.children(of: node) {
      let s = layouter.size(child, p)
      result.width = max(result.width, s.width)
      result.height = max(result.height, s.height)
    }
    return result
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    for child in layouter.children(of: node) {
      layouter.placeAligned(child, alignment, offer: proposal, in: frame, direction: direction, clip: clip)
    }
  }
}
