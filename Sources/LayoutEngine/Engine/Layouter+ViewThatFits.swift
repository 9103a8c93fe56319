/// `ViewThatFits`: the first child whose ideal size fits the offer along the constrained axes.
extension Layouter {
  /// The child of `index` that shows for proposal `p`: the first whose size, asked for its ideal
  /// along the constrained axes (the offer along the others), is no larger than the offer on
  /// those axes; the last child when none fits. An unspecified or infinite offer always fits.
  ///
  /// Each child is asked at most once per proposal and the answers are cached, so choosing stays
  /// linear in the number of children. `nil` when there are no children.
  mutating func fittingChild(_ index: Int32, horizontal: Bool, vertical: Bool, _ p: ProposedSize)
    -> Int32?
  {
    let children = children(of: index)
    guard let last = children.last else { return nil }
    let probe = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    for child in children.dropLast() {
      let ideal = size(child, probe)
      if horizontal, let width = p.width, ideal.width > width { continue }
      if vertical, let height = p.height, ideal.height > height { continue }
      return child
    }
    return last
  }

  /// Hides the placed nodes of the subtree whose outermost internal node is `child`: a child
  /// `ViewThatFits` did not choose keeps an empty frame and is not drawn.
  mutating func hideSubtree(of child: Int32) {
    let start = Int(nodes[Int(child)].outerOf)
    guard start >= 0 else { return }
    let depth = placed[start].depth
    var n = start
    repeat {
      placed[n].isHidden = true
      n += 1
    } while n < placed.count && placed[n].depth > depth
  }
}
