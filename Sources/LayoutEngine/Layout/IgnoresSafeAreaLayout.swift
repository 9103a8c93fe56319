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
    layouter.record(node, frame: grown, clip: clip)
    layouter.place(
      layouter.only(node), at: grown.origin, size: grown.size, proposal: ProposedSize(grown.size), clip: clip)
  }

  /// The frame grown to the screen edge on each edge in `edges` where it touches the safe area.
  private func expanded(_ frame: Rect, direction: LayoutDirection, context: LayoutContext) -> Rect {
    let safe = context.safeAreaFrame
    let tolerance = 0.5
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    let leftEdge: EdgeSet = direction == .leftToRight ? .leading : .trailing
    let rightEdge: EdgeSet = direction == .leftToRight ? .trailing : .leading
    if edges.contains(.top) && abs(minY - safe.minY) <= tolerance { minY = 0 }
    if edges.contains(.bottom) && abs(maxY - safe.maxY) <= tolerance { maxY = context.containerSize.height }
    if edges.contains(leftEdge) && abs(minX - safe.minX) <= tolerance { minX = 0 }
    if edges.contains(rightEdge) && abs(maxX - safe.maxX) <= tolerance { maxX = context.containerSize.width }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
