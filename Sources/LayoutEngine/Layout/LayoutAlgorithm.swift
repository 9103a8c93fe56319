/// One way of sizing and placing an internal node, SwiftUI's `Layout` protocol in the engine's
/// terms: every `LayoutKind` payload is one, in a file of its own, so the rule a node answers a
/// proposal with and the way it places its children read together.
///
/// Algorithms are small value types held in the `LayoutKind` enum and called statically through
/// its two delegating switches (`Layouter.computeSize`, `Layouter.place`), so a new one costs no
/// dynamic dispatch.
protocol LayoutAlgorithm {
  /// The size node `node` chooses for proposal `p` (already clamped to non-negative values).
  /// Children are measured through `layouter.size(_:_:)`, which caches each answer.
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size

  /// Places the children of node `node`, whose frame (`frame`, in physical screen points) is
  /// already recorded; `proposal` is the offer the node was sized with, so the children's sizes
  /// come back from the cache.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
}

extension LayoutAlgorithm {
  /// Leaves have no children to place.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {}
}
