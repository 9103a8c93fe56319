/// `ignoresSafeArea`: sized like its child; placed, it grows to the screen edge on each of its
/// edges where it touches the safe area, and its content is laid out again in the larger frame.
struct IgnoresSafeAreaLayout: LayoutAlgorithm {
  var edges: EdgeSet

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let grown = expanded(frame, direction: layouter.direction(of: node), context: layouter.context)
    // Only a length that grew is offered anew: the other keeps the offer it was sized with.
    var offer = proposal
    if grown.width != frame.width { offer.width = grown.width }
    if grown.height != frame.height { offer.height = grown.height }
    layouter.record(node, frame: grown, clip: clip)
    layouter.place(layouter.only(node), at: grown.origin, size: grown.size, proposal: offer, clip: clip)
  }

  /// The frame grown to the screen edge on each edge in `edges` where it touches the safe area.
  ///
  /// A length whose edges stay is kept as it was, not recomputed from them: `maxX - minX` can
  /// come out a rounding error short, and a text offered that would drop its last word.
  private func expanded(_ frame: Rect, direction: LayoutDirection, context: LayoutContext) -> Rect {
    let safe = context.safeAreaFrame
    let tolerance = 0.5
    let leftEdge: EdgeSet = direction == .leftToRight ? .leading : .trailing
    let rightEdge: EdgeSet = direction == .leftToRight ? .trailing : .leading
    var result = frame
    if edges.contains(.top) && abs(frame.minY - safe.minY) <= tolerance {
      result.origin.y = 0
      result.size.height = frame.maxY
    }
    if edges.contains(.bottom) && abs(frame.maxY - safe.maxY) <= tolerance {
      result.size.height = context.containerSize.height - result.minY
    }
    if edges.contains(leftEdge) && abs(frame.minX - safe.minX) <= tolerance {
      result.origin.x = 0
      result.size.width = frame.maxX
    }
    if edges.contains(rightEdge) && abs(frame.maxX - safe.maxX) <= tolerance {
      result.size.width = context.containerSize.width - result.minX
    }
    return result
  }
}
