/// `safeAreaInset(edge:alignment:spacing:content:)`: child 0 is the modified view, child 1 the
/// inset's view. The inset's view is offered the whole length across the edge and its ideal
/// length along it, and sits at the edge, aligned across it; the modified view's safe area is
/// the rest less `spacing`, and it is laid out there (offered that much, at the region's start),
/// while content of it that ignores the safe area reaches under the inset's view. Sized as a
/// padding of the inset's length and the spacing around the modified view, at least as wide
/// (tall) as the inset's view across the edge.
struct SafeAreaInsetLayout: LayoutAlgorithm {
  var edge: SafeAreaEdge
  var alignment: Alignment
  var spacing: Double

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let (main, inset) = parts(of: node, layouter)
    let axis = edge.axis
    let s = layouter.size(inset, insetOffer(p))
    let m = layouter.size(main, mainOffer(p, insetLength: s[axis]))
    var result = Size.zero
    result[axis] = m[axis] + spacing + s[axis]
    result[axis.cross] = max(m[axis.cross], s[axis.cross])
    return result
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let (main, inset) = parts(of: node, layouter)
    let axis = edge.axis
    let direction = layouter.direction(of: node)
    let offer = insetOffer(proposal)
    let s = layouter.size(inset, offer)
    let mainProposal = mainOffer(proposal, insetLength: s[axis])
    let m = layouter.size(main, mainProposal)
    // Both in leading/top terms inside the frame: the inset's view at its edge, the safe region
    // the rest of the frame less the spacing.
    let taken = s[axis] + spacing
    let length = frame.size[axis]
    let regionStart = edge.isLeadingEdge ? taken : 0
    let insetStart = edge.isLeadingEdge ? 0 : length - s[axis]
    var regionSize = frame.size
    regionSize[axis] = max(0, length - taken)
    let region: Rect
    let insetRect: Rect
    if axis == .vertical {
      let dx = alignment.horizontal.offset(child: s.width, in: frame.width)
      region = Rect(origin: Point(x: 0, y: regionStart), size: regionSize)
      insetRect = Rect(origin: Point(x: dx, y: insetStart), size: s)
    } else {
      let dy = alignment.vertical.offset(child: s.height, in: frame.height)
      region = Rect(origin: Point(x: regionStart, y: 0), size: regionSize)
      insetRect = Rect(origin: Point(x: insetStart, y: dy), size: s)
    }
    let safe = frame.physical(region, direction)
    let mainRect = frame.physical(Rect(origin: region.origin, size: m), direction)
    layouter.place(
      main, at: mainRect.origin, size: m, proposal: mainProposal, clip: clip, safeArea: safe, within: frame)
    layouter.place(
      inset, at: frame.physical(insetRect, direction).origin, size: s, proposal: offer, clip: clip)
  }

  /// The modified view and the inset's view.
  private func parts(of node: Int32, _ layouter: Layouter) -> (main: Int32, inset: Int32) {
    let children = layouter.children(of: node)
    return (children[children.startIndex], children[children.startIndex + 1])
  }

  /// The inset's view is offered the length across the edge and its ideal length along it.
  private func insetOffer(_ p: ProposedSize) -> ProposedSize {
    var offer = p
    offer[edge.axis] = nil
    return offer
  }

  /// The modified view is offered the rest along the edge's axis.
  private func mainOffer(_ p: ProposedSize, insetLength: Double) -> ProposedSize {
    var offer = p
    offer[edge.axis] = p[edge.axis].map { max(0, $0 - insetLength - spacing) }
    return offer
  }
}
