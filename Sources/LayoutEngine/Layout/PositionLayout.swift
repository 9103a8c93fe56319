/// `position(x:y:)`: takes the whole offer (10 pt, a shape's ideal, on an axis offered nothing
/// definite, as SwiftUI's `replacingUnspecifiedDimensions()`), offers it to the child and centres
/// the child at the point, `x` from the leading edge: in right-to-left the point mirrors with
/// everything else (SwiftUI flips each view's x within its parent).
struct PositionLayout: LayoutAlgorithm {
  var x: Double
  var y: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    _ = layouter.size(layouter.only(node), p)
    let ideal = ControlMetrics.shapeIdealSize
    return Size(width: finite(p.width) ?? ideal, height: finite(p.height) ?? ideal)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let child = layouter.only(node)
    let s = layouter.size(child, proposal)
    let origin = Point(
      x: frame.x(leading: x - s.width / 2, width: s.width, layouter.direction(of: node)),
      y: frame.minY + y - s.height / 2)
    layouter.place(child, at: origin, size: s, proposal: proposal, clip: clip)
  }

  /// A length offered, `nil` for none or infinity.
  private func finite(_ length: Double?) -> Double? { length.flatMap { $0.isFinite ? $0 : nil } }
}
