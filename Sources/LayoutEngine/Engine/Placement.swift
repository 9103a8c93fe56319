/// The second pass: every node placed at an absolute position, with right-to-left mirroring.
extension Layouter {
  /// Places node `index` with its chosen `size` at `origin` (physical screen points).
  ///
  /// `proposal` is the offer the node was sized with, so containers re-derive the same child
  /// sizes from the cache. Horizontal positions are computed from the leading edge and mirrored
  /// within the container when the node's direction is right-to-left.
  mutating func place(_ index: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?) {
    let node = nodes[Int(index)]
    var frame = Rect(origin: origin, size: size)
    var proposal = proposal
    if case .ignoresSafeArea(let edges) = node.kind {
      // Only a length that grew is offered anew: the other keeps the offer it was sized with.
      let expanded = expandIntoSafeArea(frame, edges: edges, direction: node.direction)
      if expanded.width != frame.width { proposal.width = expanded.width }
      if expanded.height != frame.height { proposal.height = expanded.height }
      frame = expanded
    }
    if node.coreOf >= 0 {
      placed[Int(node.coreOf)].frame = frame
      placed[Int(node.coreOf)].clip = clip
    }
    if node.outerOf >= 0 { placed[Int(node.outerOf)].outerFrame = frame }
    let direction = node.direction

    /// The physical x of a child `offset` points from the container's leading edge.
    func x(_ offset: Double, width: Double, in container: Rect) -> Double {
      direction == .leftToRight ? container.minX + offset : container.maxX - offset - width
    }
    func placeAligned(_ child: Int32, _ alignment: Alignment, offer: ProposedSize, in container: Rect) {
      let s = self.size(child, offer)
      let dx = alignment.horizontal.offset(child: s.width, in: container.width)
      let dy = alignment.vertical.offset(child: s.height, in: container.height)
      place(
        child, at: Point(x: x(dx, width: s.width, in: container), y: container.minY + dy), size: s,
        proposal: offer, clip: clip)
    }

    switch node.kind {
    case .stack(let axis, let crossAlignment, let spacing):
      let children = children(of: index)
      let sizes = stackChildSizes(children, axis: axis, spacing: spacing, proposal: proposal)
      var cursor = 0.0
      for (k, child) in children.enumerated() {
        let offer = sizes[k].offer
        let s = sizes[k].size
        let childOrigin: Point
        switch (axis, crossAlignment) {
        case (.horizontal, .vertical(let alignment)):
          let dy = alignment.offset(child: s.height, in: frame.height)
          childOrigin = Point(x: x(cursor, width: s.width, in: frame), y: frame.minY + dy)
          cursor += s.width + spacing
        case (_, .horizontal(let alignment)):
          let dx = alignment.offset(child: s.width, in: frame.width)
          childOrigin = Point(x: x(dx, width: s.width, in: frame), y: frame.minY + cursor)
          cursor += s.height + spacing
        case (.vertical, .vertical):
          childOrigin = Point(x: x(0, width: s.width, in: frame), y: frame.minY + cursor)
          cursor += s.height + spacing
        }
        place(child, at: childOrigin, size: s, proposal: offer, clip: clip)
      }
    case .zStack(let alignment):
      for child in children(of: index) {
        placeAligned(child, alignment, offer: proposal, in: frame)
      }
    case .scrollView(let axis):
      guard let content = children(of: index).first else { break }
      var offer = proposal
      offer[axis] = nil
      let s = self.size(content, offer)
      // Content starts at the top (leading) edge of the scroll axis and is centred across it.
      let visible = clip.map { $0.intersection(frame) } ?? frame
      let origin =
        axis == .vertical
        ? Point(x: x((frame.width - s.width) / 2, width: s.width, in: frame), y: frame.minY)
        : Point(x: x(0, width: s.width, in: frame), y: frame.minY + (frame.height - s.height) / 2)
      place(content, at: origin, size: s, proposal: offer, clip: visible)
    case .text(let t):
      placed[Int(node.coreOf)].text = textLayout(t, proposal)
    case .labelled(let t, let chrome):
      placed[Int(node.coreOf)].text = labelled(t, chrome, proposal).text
    case .spacer, .fixed, .flexible:
      break
    case .padding(let insets):
      let child = only(index)
      let offer = inset(proposal, insets)
      let s = self.size(child, offer)
      place(
        child, at: Point(x: x(insets.leading, width: s.width, in: frame), y: frame.minY + insets.top),
        size: s,
        proposal: offer, clip: clip)
    case .frame(let spec):
      placeAligned(only(index), spec.alignment, offer: frameChildProposal(spec, proposal), in: frame)
    case .fixedSize(let h, let v):
      let offer = ProposedSize(width: h ? nil : proposal.width, height: v ? nil : proposal.height)
      placeAligned(only(index), .center, offer: offer, in: frame)
    case .offset(let dx, let dy):
      let shifted = frame.offsetBy(dx: direction == .leftToRight ? dx : -dx, dy: dy)
      place(only(index), at: shifted.origin, size: size, proposal: proposal, clip: clip)
    case .decorated(let alignment):
      let children = children(of: index)
      let content = children[children.startIndex]
      let decoration = children[children.startIndex + 1]
      place(content, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
      placeAligned(decoration, alignment, offer: ProposedSize(frame.size), in: frame)
    case .aspectRatio(let ratio, let mode):
      placeAligned(only(index), .center, offer: aspectProposal(index, ratio, mode, proposal), in: frame)
    case .ignoresSafeArea, .passthrough:
      place(only(index), at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
    case .bars(let slots):
      placeBars(index, slots, frame: frame, clip: clip)
    case .viewThatFits, .grid, .lazyVGrid, .splitView, .list:
      placeAdaptive(index, node.kind, frame: frame, proposal: proposal, clip: clip)
    }
  }

  /// The frame grown to the screen edge on each edge in `edges` where it touches the safe area.
  ///
  /// A length whose edges stay is kept as it was, not recomputed from them: `maxX - minX` can
  /// come out a rounding error short, and a text offered that would drop its last word.
  private func expandIntoSafeArea(_ frame: Rect, edges: EdgeSet, direction: LayoutDirection) -> Rect {
    let safe = context.safeAreaFrame
    let tolerance = 0.5
    let leftEdge: EdgeSet = direction == .leftToRight ? .leading : .trailing
    let rightEdge: EdgeSet = direction == .leftToRight ? .trailing : .leading
    var result = frame
    if edges.contains(.top) && abs(frame.minY - safe.minY) <= tolerance {
      result.origin.y = 0
      result.size.height = frame.maxY
    }
    if edges.contains(.bottom) && abs(frame.maxY - safe.maxY) <= tolerance {
      result.size.height = context.containerSize.height - result.minY
    }
    if edges.contains(leftEdge) && abs(frame.minX - safe.minX) <= tolerance {
      result.origin.x = 0
      result.size.width = frame.maxX
    }
    if edges.contains(rightEdge) && abs(frame.maxX - safe.maxX) <= tolerance {
      result.size.width = context.containerSize.width - result.minX
    }
    return result
  }
}
