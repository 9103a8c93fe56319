/// Which children of a bar container are its bars: child 0 is the content; a navigation bar or
/// top tab bar goes on top, a bottom tab bar or toolbar at the bottom.
struct BarSlots: Hashable {
  /// The child index of the top bar, if any.
  var top: Int?
  /// The child index of the bottom bar, if any.
  var bottom: Int?
  /// Whether the bottom bar's frame reaches the screen's bottom edge, through the home-indicator
  /// area, where its container touches the safe area (a tab bar's does; a toolbar's does not).
  var bottomReachesScreenEdge: Bool

  /// The slots of an expanded `NavigationStack` or `TabView`; `nil` for any other node.
  init?(_ view: ViewNode) {
    switch view.element {
    case .navigationStack, .tabView: break
    default: return nil
    }
    top = nil
    bottom = nil
    bottomReachesScreenEdge = false
    for index in view.children.indices.dropFirst() {
      switch view.children[index].element {
      case .navigationBar, .tabBar(atTop: true):
        top = index
      case .tabBar(atTop: false):
        bottom = index
        bottomReachesScreenEdge = true
      case .toolbar:
        bottom = index
      default:
        break
      }
    }
  }
}
