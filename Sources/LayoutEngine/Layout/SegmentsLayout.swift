/// A segmented picker: its options (the children from `first` on) side by side in segments of
/// equal width, each title centred in its segment; as wide as it is offered, at least
/// UISegmentedControl's 32 pt tall. Asked for its ideal width, every segment is as wide as the
/// widest title with its padding.
struct SegmentsLayout: LayoutAlgorithm {
  /// The index of the first option among the children.
  var first: Int

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let options = Array(layouter.children(of: node).dropFirst(first))
    let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth(options, in: &layouter)
    let offer = segmentOffer(width: width, count: options.count)
    let tallest = options.reduce(0.0) { max($0, layouter.size($1, offer).height) }
    return Size(width: width, height: max(RowMetrics.segmentedHeight, tallest + 2 * 4))
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let options = Array(layouter.children(of: node).dropFirst(first))
    guard !options.isEmpty else { return }
    let direction = layouter.direction(of: node)
    let segment = frame.width / Double(options.count)
    let offer = segmentOffer(width: frame.width, count: options.count)
    for (index, option) in options.enumerated() {
      let slot = Rect(
        x: frame.x(leading: Double(index) * segment, width: segment, direction), y: frame.minY,
        width: segment, height: frame.height)
      layouter.placeAligned(option, .center, offer: offer, in: slot, direction: direction, clip: clip)
    }
  }

  /// What each option is offered: its segment's width less the padding.
  private func segmentOffer(width: Double, count: Int) -> ProposedSize {
    ProposedSize(width: max(0, width / Double(max(1, count)) - 2 * RowMetrics.segmentPadding), height: nil)
  }

  private func idealWidth(_ options: [Int32], in layouter: inout Layouter) -> Double {
    let widest = options.reduce(0.0) { max($0, layouter.size($1, .unspecified).width) }
    return Double(options.count) * (widest + 2 * RowMetrics.segmentPadding)
  }
}
