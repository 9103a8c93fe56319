extension Scroll {
  /// A scroll view offers its content no limit along its axis (`ScrollViewLayout`), inside the
  /// content margins around it (`contentMargins`).
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .scrollView(let axis):
      .scrollView(ScrollViewLayout(axis: axis, margins: site.env.scrollContentMargins))
    }
  }
}
