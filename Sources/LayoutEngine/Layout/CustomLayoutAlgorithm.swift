/// A container laid out by a library user's `Layout` (`AnyLayout`): its `sizeThatFits` answers
/// each proposal, once per distinct proposal like every node (`Layouter.size` caches it), and its
/// `placeSubviews` says where each child goes; the engine then sizes and places the children as
/// any container does. The layout's cache lives for the pass (`Layouter.layoutCaches`).
///
/// Right to left: the layout sees its bounds as they are and places left to right; each child's
/// frame is mirrored within the container's (`Rect.x(leading:width:_:)`), as SwiftUI mirrors a
/// custom layout.
struct CustomLayoutAlgorithm: LayoutAlgorithm {
  var layout: AnyLayout
  /// Each child's spacing preferences and layout values, read when compiled.
  var spacings: [ViewSpacing]
  var values: [[LayoutValue]]

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let session = LayoutSession(
      children: layouter.children(of: node), layout: self, direction: layouter.direction(of: node))
    var cache = layouter.layoutCaches.removeValue(forKey: node) ?? .none
    let size = session.with(&layouter) { layout.base.sizeThatFits(p, $0, cache: &cache) }
    layouter.layoutCaches[node] = cache
    return Size(width: size.width.sizeValue, height: size.height.sizeValue)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let children = layouter.children(of: node)
    let session = LayoutSession(children: children, layout: self, direction: direction)
    var cache = layouter.layoutCaches.removeValue(forKey: node) ?? .none
    session.with(&layouter) { layout.base.placeSubviews(frame, proposal, $0, cache: &cache) }
    layouter.layoutCaches[node] = cache
    let unplaced = LayoutSession.Placement(
      position: Point(x: frame.midX, y: frame.midY), anchor: .center, proposal: proposal)
    for (k, child) in children.enumerated() {
      let placement = session.placements[k] ?? unplaced
      let s = layouter.size(child, placement.proposal)
      // The child's left edge in the layout's left-to-right terms, then mirrored if need be.
      let x = (placement.position.x - placement.anchor.x * s.width).coordinate(or: frame.minX)
      let y = (placement.position.y - placement.anchor.y * s.height).coordinate(or: frame.minY)
      let origin = Point(x: frame.x(leading: x - frame.minX, width: s.width, direction), y: y)
      layouter.place(child, at: origin, size: s, proposal: placement.proposal, clip: clip)
    }
  }
}

extension Double {
  /// A size a layout answered, as the engine keeps sizes: a number, not negative (infinite
  /// answers the maximum question, as a `maxWidth: .infinity` frame's does).
  fileprivate var sizeValue: Double { isNaN ? 0 : Swift.max(0, self) }

  /// A coordinate a layout placed a child at, `fallback` when it is not a number or infinite.
  fileprivate func coordinate(or fallback: Double) -> Double { isFinite ? self : fallback }
}
