/// A leaf that takes the offered length on its flexible axes (`ideal` when asked for its ideal)
/// and its `ideal` length on the others: shapes, colours, sliders, linear progress, dividers.
struct FlexibleLayout: LayoutAlgorithm {
  var ideal: Size
  var horizontal: Bool
  var vertical: Bool

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size { size(for: p) }

  /// Its answer to `p`, which depends on nothing else (so a fixed frame's leaf is sized when
  /// compiled, `FixedFrameLayout`).
  func size(for p: ProposedSize) -> Size {
    Size(
      width: horizontal ? (p.width ?? ideal.width) : ideal.width,
      height: vertical ? (p.height ?? ideal.height) : ideal.height)
  }
}
