/// `frame`: fixed sizes, or the offer clamped to min/max bounds, with the child aligned inside.
///
/// Held unboxed in `LayoutKind`: a frame wraps nearly every leaf of a generated tree, and as an
/// `indirect` case each one was an allocation while compiling and a free after layout (about 400
/// instructions a frame, 7% of a wide stack's layout). The fixed sizes and the alignment are
/// inline; the min/ideal/max bounds, which few frames give, are in a box made only when one does,
/// so the payload stays as small as the other algorithms' and `LayoutNode` does not grow.
struct FrameLayout: LayoutAlgorithm {
  let width: Double?
  let height: Double?
  let alignment: Alignment
  /// The min/ideal/max bounds; `nil` when the frame gives none.
  let bounds: Bounds?

  /// A frame's bounds: shared by reference so a copy of the node does not copy six optionals.
  final class Bounds: Sendable {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?

    init(_ spec: FrameSpec) {
      (minWidth, idealWidth, maxWidth) = (spec.minWidth, spec.idealWidth, spec.maxWidth)
      (minHeight, idealHeight, maxHeight) = (spec.minHeight, spec.idealHeight, spec.maxHeight)
    }
  }

  init(spec: FrameSpec) {
    width = spec.width
    height = spec.height
    alignment = spec.alignment
    // Tested one by one: an array literal here would be an allocation per frame.
    let hasBounds =
      spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil || spec.minHeight != nil
      || spec.idealHeight != nil || spec.maxHeight != nil
    bounds = hasBounds ? Bounds(spec) : nil
  }

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let child = layouter.size(layouter.only(node), childProposal(p))
    return size(p, child: child)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    layouter.placeAligned(
      layouter.only(node), alignment, offer: childProposal(proposal), in: frame,
      direction: layouter.direction(of: node), clip: clip, container: node)
  }

  /// What the frame offers its child: its fixed sizes, or the offer clamped to its bounds,
  /// with `ideal` standing in when the child is asked for its ideal size.
  func childProposal(_ p: ProposedSize) -> ProposedSize {
    func axis(_ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?)
      -> Double?
    {
      if let fixed { return fixed }
      guard var value = offer ?? ideal else { return nil }
      if let minV { value = max(value, minV) }
      if let maxV { value = min(value, maxV) }
      return value
    }
    return ProposedSize(
      width: axis(width, bounds?.minWidth, bounds?.idealWidth, bounds?.maxWidth, p.width),
      height: axis(height, bounds?.minHeight, bounds?.idealHeight, bounds?.maxHeight, p.height))
  }

  /// The size the frame reports: fixed sizes, or SwiftUI's flexible-frame rule
  /// `max(min ?? child, min(max ?? child, offer ?? ideal ?? child))`.
  func size(_ p: ProposedSize, child: Size) -> Size {
    func axis(
      _ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?, _ child: Double
    ) -> Double {
      if let fixed { return fixed }
      if minV == nil && maxV == nil { return offer == nil ? (ideal ?? child) : child }
      let wanted = offer ?? ideal ?? child
      return max(minV ?? child, min(maxV ?? child, wanted))
    }
    return Size(
      width: axis(width, bounds?.minWidth, bounds?.idealWidth, bounds?.maxWidth, p.width, child.width),
      height: axis(
        height, bounds?.minHeight, bounds?.idealHeight, bounds?.maxHeight, p.height, child.height))
  }
}
