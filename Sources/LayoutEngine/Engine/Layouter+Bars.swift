/// Sizing and placing bar containers (`LayoutKind.bars`): the content between a top bar and a
/// bottom bar, each bar as tall as it asks to be and as wide as the container.
extension Layouter {
  /// A bar container takes the space it is offered; unspecified, its content's size plus its bars.
  mutating func barsSize(_ index: Int32, _ slots: BarSlots, _ p: ProposedSize) -> Size {
    let children = Array(children(of: index))
    let heights = barHeights(children, slots, width: p.width)
    let content = size(children[0], ProposedSize(width: p.width, height: p.height.map { $0 - heights.total }))
    return Size(width: p.width ?? content.width, height: p.height ?? content.height + heights.total)
  }

  /// Places the top bar at the container's top, the bottom bar at its bottom, and the content,
  /// centred, in between.
  ///
  /// Where the container reaches the bottom of the safe area, the bottom bar sits on the
  /// device's safe area rather than the keyboard's (bars stay under the keyboard, so the content
  /// then reserves no room for them), and a tab bar's frame extends to the screen's bottom edge
  /// through the home-indicator area, as `UITabBar`'s frame does (49 + 34 = 83 pt).
  mutating func placeBars(_ index: Int32, _ slots: BarSlots, frame: Rect, clip: Rect?) {
    let children = Array(children(of: index))
    let heights = barHeights(children, slots, width: frame.width)
    var contentTop = frame.minY
    var contentBottom = frame.maxY
    if let top = slots.top {
      let offer = ProposedSize(width: frame.width, height: heights.top)
      place(
        children[top], at: frame.origin, size: Size(width: frame.width, height: heights.top), proposal: offer,
        clip: clip)
      contentTop += heights.top
    }
    if let bottom = slots.bottom {
      let tolerance = 0.5
      let reachesSafeBottom = abs(frame.maxY - context.safeAreaFrame.maxY) <= tolerance
      let device = context.deviceSafeAreaFrame
      let keyboardCovers = reachesSafeBottom && context.keyboardHeight > context.safeAreaInsets.bottom
      let barTop = (reachesSafeBottom ? device.maxY : frame.maxY) - heights.bottom
      let extends = reachesSafeBottom && slots.bottomReachesScreenEdge
      let height = extends ? context.containerSize.height - barTop : heights.bottom
      let offer = ProposedSize(width: frame.width, height: heights.bottom)
      place(
        children[bottom], at: Point(x: frame.minX, y: barTop), size: Size(width: frame.width, height: height),
        proposal: offer, clip: clip)
      if !keyboardCovers { contentBottom -= heights.bottom }
    }
    let region = Rect(
      x: frame.minX, y: contentTop, width: frame.width, height: max(0, contentBottom - contentTop))
    let offer = ProposedSize(region.size)
    let s = size(children[0], offer)
    let origin = Point(
      x: region.minX + (region.width - s.width) / 2, y: region.minY + (region.height - s.height) / 2)
    place(children[0], at: origin, size: s, proposal: offer, clip: clip)
  }

  /// The heights the bars ask for at `width`.
  private mutating func barHeights(_ children: [Int32], _ slots: BarSlots, width: Double?) -> (
    top: Double, bottom: Double, total: Double
  ) {
    let top = slots.top.map { size(children[$0], ProposedSize(width: width, height: nil)).height } ?? 0
    let bottom = slots.bottom.map { size(children[$0], ProposedSize(width: width, height: nil)).height } ?? 0
    return (top, bottom, top + bottom)
  }
}
