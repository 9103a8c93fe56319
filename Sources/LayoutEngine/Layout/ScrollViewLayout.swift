/// `ScrollView`: takes the offer (its content's size when asked for its ideal); the content is
/// offered no limit along the scroll axis, starts at the top (leading) edge less the context's
/// scroll offset for it, is centred across the axis, and is clipped to the viewport.
///
/// Several children are laid out as SwiftUI does, in an implicit stack along the axis (a
/// centred `VStack`, or `HStack` for a horizontal scroll view, at the default spacing).
///
/// Content margins (`contentMargins`) inset the content: it is offered the viewport less the
/// margins across the axis and centred between them, and it scrolls with the margins before and
/// after it along the axis (its scrollable length is theirs plus its own).
struct ScrollViewLayout: LayoutAlgorithm {
  var axis: Axis
  var margins = EdgeInsets()

  /// The margins along the scroll axis (before and after the content) and across it.
  private var marginsAlong: Double {
    axis == .vertical ? margins.top + margins.bottom : margins.leading + margins.trailing
  }
  private var marginsAcross: Double {
    axis == .vertical ? margins.leading + margins.trailing : margins.top + margins.bottom
  }

  /// What the content is offered: no limit along the axis, the offer less the margins across it.
  private func contentOffer(_ p: ProposedSize) -> ProposedSize {
    var offer = p
    offer[axis] = nil
    offer[axis.cross] = p[axis.cross].map { max(0, $0 - marginsAcross) }
    return offer
  }

  /// The implicit stack several children form.
  private var contentStack: StackLayout {
    StackLayout(
      axis: axis,
      crossAlignment: axis == .vertical ? .horizontal(.center) : .vertical(.center),
      spacing: ControlMetrics.defaultSpacing)
  }

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.containerSizes.append(viewport(p, in: layouter))
    let content = contentSize(of: node, contentOffer(p), in: &layouter)
    layouter.containerSizes.removeLast()
    var result = Size.zero
    result[axis] = p[axis] ?? content[axis] + marginsAlong
    result[axis.cross] = p[axis.cross] ?? content[axis.cross] + marginsAcross
    return result
  }

  /// The content's size for `offer`: the one child's, or the implicit stack's.
  private func contentSize(of node: Int32, _ offer: ProposedSize, in layouter: inout Layouter) -> Size {
    let children = layouter.children(of: node)
    guard let first = children.first else { return .zero }
    return children.count == 1
      ? layouter.size(first, offer) : contentStack.size(of: node, proposal: offer, in: &layouter)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let children = layouter.children(of: node)
    guard let first = children.first else { return }
    let direction = layouter.direction(of: node)
    let offer = contentOffer(proposal)
    layouter.containerSizes.append(viewport(proposal, in: layouter))
    defer { layouter.containerSizes.removeLast() }
    let s = contentSize(of: node, offer, in: &layouter)
    let visible = clip.map { $0.intersection(frame) } ?? frame
    let offset = layouter.scrollOffset(
      of: node, axis: axis, content: s[axis] + marginsAlong, viewport: frame.size[axis])
    // Scrolling moves the content towards the top, or the leading edge (the left in right-to-left);
    // across the axis it is centred between the margins.
    let m = margins
    let origin =
      axis == .vertical
      ? Point(
        x: frame.x(
          leading: m.leading + (frame.width - m.leading - m.trailing - s.width) / 2, width: s.width, direction
        ),
        y: frame.minY + m.top - offset)
      : Point(
        x: frame.x(leading: m.leading - offset, width: s.width, direction),
        y: frame.minY + m.top + (frame.height - m.top - m.bottom - s.height) / 2)
    if children.count == 1 {
      layouter.place(first, at: origin, size: s, proposal: offer, clip: visible)
    } else {
      contentStack.place(
        node, in: Rect(origin: origin, size: s), proposal: offer, clip: visible, in: &layouter)
    }
  }

  /// The container size its content measures (`containerRelativeFrame`): the offer, the outer
  /// container's length on an axis offered nothing definite, in sizing and placement alike.
  private func viewport(_ p: ProposedSize, in layouter: Layouter) -> Size {
    let outer = layouter.containerSize
    return Size(width: finite(p.width) ?? outer.width, height: finite(p.height) ?? outer.height)
  }

  /// A length offered, `nil` for none or infinity.
  private func finite(_ length: Double?) -> Double? { length.flatMap { $0.isFinite ? $0 : nil } }
}
