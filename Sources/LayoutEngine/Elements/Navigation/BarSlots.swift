/// Which children of a bar container are its bars: child 0 is the content; a navigation bar or
/// top tab bar goes on top, a bottom tab bar or toolbar at the bottom.
struct BarSlots: Hashable {
  /// The child index of the top bar, if any.
  var top: Int?
  /// The child index of the bottom bar, if any.
  var bottom: Int?
  /// Whether the bottom bar's frame reaches the screen's bottom edge, through the home-indicator
  /// area, where its container touches the safe area (a tab bar's does; a toolbar's does not).
  var bottomReachesScreenEdge = false

  /// The slots of the children after the content (`bars`, child 1 onwards) of an expanded
  /// `NavigationStack` or `TabView`.
  init(bars: [Element]) {
    for (offset, element) in bars.enumerated() {
      guard case .systemBar(let bar) = element, let edge = bar.edge else { continue }
      switch edge {
      case .top: top = offset + 1
      case .bottom(let reachesScreenEdge):
        bottom = offset + 1
        bottomReachesScreenEdge = reachesScreenEdge
      }
    }
  }
}
