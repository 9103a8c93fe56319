/// `ViewThatFits`: the first child whose ideal size fits the offer along the constrained axes,
/// else the last; the chosen child is sized and placed like a transparent wrapper, the others
/// are hidden.
struct ViewThatFitsLayout: LayoutAlgorithm {
  var horizontal: Bool
  var vertical: Bool

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    guard let child = fittingChild(node, p, in: &layouter) else { return .zero }
    return layouter.size(child, p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    guard let chosen = fittingChild(node, proposal, in: &layouter) else { return }
    for child in layouter.children(of: node) where child != chosen { hideSubtree(of: child, in: &layouter) }
    layouter.place(chosen, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
  }

  /// The child of `node` that shows for proposal `p`: the first whose size, asked for its ideal
  /// along the constrained axes (the offer along the others), is no larger than the offer on
  /// those axes; the last child when none fits. An unspecified or infinite offer always fits.
  ///
  /// Each child is asked at most once per proposal and the answers are cached, so choosing stays
  /// linear in the number of children. `nil` when there are no children.
  func fittingChild(_ node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> Int32? {
    let children = layouter.children(of: node)
    guard let last = children.last else { return nil }
    let probe = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    for child in children.dropLast() {
      let ideal = layouter.size(child, probe)
      if horizontal, let width = p.width, ideal.width > width { continue }
      if vertical, let height = p.height, ideal.height > height { continue }
      return child
    }
    return last
  }

  /// Hides the placed nodes of the subtree whose outermost internal node is `child`: a child
  /// `ViewThatFits` did not choose keeps an empty frame and is not drawn.
  private func hideSubtree(of child: Int32, in layouter: inout Layouter) {
    let start = Int(layouter.nodes[Int(child)].outerOf)
    guard start >= 0 else { return }
    let depth = layouter.placed[start].depth
    var n = start
    repeat {
      layouter.placed[n].isHidden = true
      n += 1
    } while n < layouter.placed.count && layouter.placed[n].depth > depth
  }
}
