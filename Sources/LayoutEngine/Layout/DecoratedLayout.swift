/// `background` and `overlay`: child 0 is the content and sets the size; child 1, the
/// decoration, is proposed the content's size and aligned on it.
struct DecoratedLayout: LayoutAlgorithm {
  var alignment: Alignment

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.children(of: node).first!, p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let children = layouter.children(of: node)
    let content = children[children.startIndex]
    let decoration = children[children.startIndex + 1]
    layouter.place(content, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
    // On a text baseline the decoration's meets the content's (an estimate: see "Baseline alignment").
    let guide = TextBaseline(alignment.vertical).flatMap {
      layouter.baseline(content, $0, size: frame.size, proposal: proposal)
    }
    // The decoration's guide meets the content's, which the content may set itself.
    let contentGuides =
      layouter.hasAlignmentGuides || alignment.isCustom
      ? (
        x: layouter.guideValue(
          content, .horizontal(alignment.horizontal), size: frame.size, proposal: proposal, in: node),
        y: layouter.guideValue(
          content, .vertical(alignment.vertical), size: frame.size, proposal: proposal, in: node)
      ) : nil
    layouter.placeAligned(
      decoration, alignment, offer: ProposedSize(frame.size), in: frame,
      direction: layouter.direction(of: node), clip: clip, guide: guide, container: node,
      slotGuides: contentGuides)
  }
}
