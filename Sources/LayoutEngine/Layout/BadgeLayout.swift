/// A list row with a `badge`: child 0 is the row's content, child 1 the badge's text. The row
/// takes the width it is offered (its ideal: both and the spacing), the badge its ideal size at
/// the trailing end and the content the rest less `spacing` at the leading end, both centred
/// vertically, as SwiftUI shows `Text("Inbox").badge(5)` in a list.
struct BadgeLayout: LayoutAlgorithm {
  var spacing: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let (content, badge) = parts(of: node, layouter)
    let b = layouter.size(badge, .unspecified)
    let c = layouter.size(content, contentOffer(p, badgeWidth: b.width))
    return Size(width: p.width ?? (c.width + spacing + b.width), height: max(c.height, b.height))
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let (content, badge) = parts(of: node, layouter)
    let direction = layouter.direction(of: node)
    let b = layouter.size(badge, .unspecified)
    let offer = contentOffer(proposal, badgeWidth: b.width)
    let c = layouter.size(content, offer)
    let contentRect = Rect(x: 0, y: (frame.height - c.height) / 2, width: c.width, height: c.height)
    let badgeRect = Rect(
      x: frame.width - b.width, y: (frame.height - b.height) / 2, width: b.width, height: b.height)
    layouter.place(
      content, at: frame.physical(contentRect, direction).origin, size: c, proposal: offer, clip: clip)
    layouter.place(
      badge, at: frame.physical(badgeRect, direction).origin, size: b, proposal: .unspecified, clip: clip)
  }

  /// The row's content and the badge's text.
  private func parts(of node: Int32, _ layouter: Layouter) -> (content: Int32, badge: Int32) {
    let children = layouter.children(of: node)
    return (children[children.startIndex], children[children.startIndex + 1])
  }

  /// The content is offered what the badge and the spacing leave of the width.
  private func contentOffer(_ p: ProposedSize, badgeWidth: Double) -> ProposedSize {
    ProposedSize(width: p.width.map { max(0, $0 - badgeWidth - spacing) }, height: p.height)
  }
}
