/// `ignoresSafeArea`: sized like its child; placed, it grows to the screen edge on each of its
/// edges where it touches the safe area (through the safe areas `safeAreaPadding` and
/// `safeAreaInset` set inside the screen's), and its content is laid out again in the larger frame.
struct IgnoresSafeAreaLayout: LayoutAlgorithm {
  var edges: EdgeSet

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let grown = expanded(frame, direction: layouter.direction(of: node), layouter: layouter)
    // Only a length that grew is offered anew: the other keeps the offer it was sized with.
    var offer = proposal
    if grown.width != frame.width { offer.width = grown.width }
    if grown.height != frame.height { offer.height = grown.height }
    layouter.record(node, frame: grown, clip: clip)
    layouter.place(layouter.only(node), at: grown.origin, size: grown.size, proposal: offer, clip: clip)
  }

  /// The frame grown, on each edge in `edges` where it touches the safe area, to the edge of the
  /// region that safe area lies in: the innermost `safeAreaPadding` or `safeAreaInset` first,
  /// then on through the outer ones to the screen's edge.
  private func expanded(_ frame: Rect, direction: LayoutDirection, layouter: Layouter) -> Rect {
    var result = frame
    for region in layouter.safeAreaRegions.reversed() {
      result = expanded(result, direction: direction, safe: region.safe, bounds: region.bounds)
    }
    let screen = Rect(origin: .zero, size: layouter.context.containerSize)
    return expanded(result, direction: direction, safe: layouter.context.safeAreaFrame, bounds: screen)
  }

  /// The frame grown to `bounds`' edge on each edge in `edges` where it touches `safe`'s.
  ///
  /// A length whose edges stay is kept as it was, not recomputed from them: `maxX - minX` can
  /// come out a rounding error short, and a text offered that would drop its last word.
  private func expanded(_ frame: Rect, direction: LayoutDirection, safe: Rect, bounds: Rect) -> Rect {
    let tolerance = 0.5
    let leftEdge: EdgeSet = direction == .leftToRight ? .leading : .trailing
    let rightEdge: EdgeSet = direction == .leftToRight ? .trailing : .leading
    var result = frame
    if edges.contains(.top) && abs(frame.minY - safe.minY) <= tolerance && frame.minY > bounds.minY {
      result.origin.y = bounds.minY
      result.size.height = frame.maxY - bounds.minY
    }
    if edges.contains(.bottom) && abs(frame.maxY - safe.maxY) <= tolerance && frame.maxY < bounds.maxY {
      result.size.height = bounds.maxY - result.minY
    }
    if edges.contains(leftEdge) && abs(frame.minX - safe.minX) <= tolerance && frame.minX > bounds.minX {
      result.origin.x = bounds.minX
      result.size.width = frame.maxX - bounds.minX
    }
    if edges.contains(rightEdge) && abs(frame.maxX - safe.maxX) <= tolerance && frame.maxX < bounds.maxX {
      result.size.width = bounds.maxX - result.minX
    }
    return result
  }
}
