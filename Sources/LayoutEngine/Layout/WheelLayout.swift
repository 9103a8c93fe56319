/// A wheel picker: 216 pt tall and as wide as it is offered, its options (the children from
/// `first` on) one under the other in 32-pt rows, the selected one centred, the rest above and
/// below it and clipped to the wheel, as UIPickerView shows them.
struct WheelLayout: LayoutAlgorithm {
  var first: Int
  /// The index of the selected option among the options.
  var selected: Int

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let options = layouter.children(of: node).dropFirst(first)
    let width =
      p.width.flatMap { $0.isFinite ? $0 : nil }
      ?? options.reduce(0.0) { max($0, layouter.size($1, .unspecified).width) } + 2
      * RowMetrics.segmentPadding
    return Size(width: width, height: RowMetrics.wheelHeight)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let visible = clip.map { $0.intersection(frame) } ?? frame
    let offer = ProposedSize(width: max(0, frame.width - 2 * RowMetrics.segmentPadding), height: nil)
    let pitch = RowMetrics.wheelRowHeight
    for (index, option) in layouter.children(of: node).dropFirst(first).enumerated() {
      let slot = Rect(
        x: frame.minX, y: frame.midY - pitch / 2 + Double(index - selected) * pitch, width: frame.width,
        height: pitch)
      layouter.placeAligned(option, .center, offer: offer, in: slot, direction: direction, clip: visible)
    }
  }
}
