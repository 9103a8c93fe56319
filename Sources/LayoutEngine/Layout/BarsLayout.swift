/// A bar container (`NavigationStack`, `TabView`, expanded): the content (child 0) between a top
/// bar and a bottom bar, each bar as tall as it asks to be and as wide as the container.
struct BarsLayout: LayoutAlgorithm {
  var slots: BarSlots

  /// How far a size may exceed its region before it counts as overflowing, as elsewhere in layout.
  private static let tolerance = 0.5

  /// The space it is offered; unspecified, its content's size plus its bars.
  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let children = Array(layouter.children(of: node))
    let heights = barHeights(children, width: p.width, in: &layouter)
    let content = layouter.size(
      children[0], ProposedSize(width: p.width, height: p.height.map { $0 - heights.total }))
    return Size(width: p.width ?? content.width, height: p.height ?? content.height + heights.total)
  }

  /// Places the top bar at the container's top, the bottom bar at its bottom, and the content,
  /// centred, in between.
  ///
  /// Where the container reaches the bottom of the safe area, the bottom bar sits on the
  /// device's safe area rather than the keyboard's (bars stay under the keyboard, so the content
  /// then reserves no room for them), and a tab bar's frame extends to the screen's bottom edge
  /// through the home-indicator area, as `UITabBar`'s frame does (49 + 34 = 83 pt).
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let context = layouter.context
    let children = Array(layouter.children(of: node))
    let heights = barHeights(children, width: frame.width, in: &layouter)
    var contentTop = frame.minY
    var contentBottom = frame.maxY
    if let top = slots.top {
      let offer = ProposedSize(width: frame.width, height: heights.top)
      placeBar(
        children[top], in: Rect(origin: frame.origin, size: Size(width: frame.width, height: heights.top)),
        proposal: offer, clip: clip, layouter: &layouter)
      contentTop += heights.top
    }
    if let bottom = slots.bottom {
      let reachesSafeBottom = abs(frame.maxY - context.safeAreaFrame.maxY) <= Self.tolerance
      let device = context.deviceSafeAreaFrame
      let keyboardCovers = reachesSafeBottom && context.keyboardHeight > context.safeAreaInsets.bottom
      let barTop = (reachesSafeBottom ? device.maxY : frame.maxY) - heights.bottom
      let extends = reachesSafeBottom && slots.bottomReachesScreenEdge
      let height = extends ? context.containerSize.height - barTop : heights.bottom
      let offer = ProposedSize(width: frame.width, height: heights.bottom)
      placeBar(
        children[bottom], in: Rect(x: frame.minX, y: barTop, width: frame.width, height: height),
        proposal: offer, clip: clip, layouter: &layouter)
      if !keyboardCovers { contentBottom -= heights.bottom }
    }
    let region = Rect(
      x: frame.minX, y: contentTop, width: frame.width, height: max(0, contentBottom - contentTop))
    let offer = ProposedSize(region.size)
    let s = layouter.size(children[0], offer)
    // Content that does not fit between the bars starts at the region's top edge and is
    // clipped to it, as a scroll view's is: the bars keep their heights and cover nothing.
    let overflows = s.width > region.width + Self.tolerance || s.height > region.height + Self.tolerance
    let origin = Point(
      x: region.minX + (region.width - s.width) / 2, y: region.minY + max(0, region.height - s.height) / 2)
    let contentClip = overflows ? (clip.map { $0.intersection(region) } ?? region) : clip
    layouter.place(children[0], at: origin, size: s, proposal: offer, clip: contentClip)
  }

  /// Places a bar in `barFrame`, its rows and items clipped to it: what does not fit in a bar's
  /// fixed height (a tall custom item) is cut off rather than drawn over the content or outside
  /// the safe area. The bar itself keeps the container's clip, so its edge line still shows.
  private func placeBar(
    _ bar: Int32, in barFrame: Rect, proposal: ProposedSize, clip: Rect?, layouter: inout Layouter
  ) {
    let inside = clip.map { $0.intersection(barFrame) } ?? barFrame
    layouter.place(bar, at: barFrame.origin, size: barFrame.size, proposal: proposal, clip: inside)
    let core = layouter.nodes[Int(bar)].coreOf
    if core >= 0 { layouter.placed[Int(core)].clip = clip }
  }

  /// The heights the bars ask for at `width`.
  private func barHeights(_ children: [Int32], width: Double?, in layouter: inout Layouter) -> (
    top: Double, bottom: Double, total: Double
  ) {
    let top =
      slots.top.map { layouter.size(children[$0], ProposedSize(width: width, height: nil)).height } ?? 0
    let bottom =
      slots.bottom.map { layouter.size(children[$0], ProposedSize(width: width, height: nil)).height } ?? 0
    return (top, bottom, top + bottom)
  }
}
