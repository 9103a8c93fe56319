extension SystemBar {
  /// Bar rows stack with no spacing, tab items stack their icon and title, the search field is a
  /// field 36 pt tall.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch part {
    case .tabItem(_, _, _, let sideBySide):
      return sideBySide
        ? .stack(
          StackLayout(
            axis: .horizontal, crossAlignment: .vertical(.center), spacing: SystemBarMetrics.tabItemSpacing))
        : .stack(
          StackLayout(
            axis: .vertical, crossAlignment: .horizontal(.center), spacing: SystemBarMetrics.tabItemIconGap))
    case .searchField(let prompt):
      return .labelled(
        LabelledLayout(
          text: compiler.addText(prompt, font: site.font, lineLimit: 1),
          chrome: SystemBarMetrics.searchFieldChrome)
      )
    case .navigationBar, .tabBar, .toolbar:
      return .stack(StackLayout(axis: .vertical, crossAlignment: .horizontal(.center), spacing: 0))
    }
  }

  /// A navigation bar, tab bar or toolbar marks its subtree as being in a system bar, so its
  /// text sizes follow `SystemBarMetrics.typeSize` instead of the context's Dynamic Type size
  /// (UIKit's bars keep their heights at every type size).
  func environment(_ env: InheritedEnvironment) -> InheritedEnvironment {
    switch part {
    case .navigationBar, .tabBar, .toolbar:
      var inBar = env
      inBar.isInSystemBar = true
      return inBar
    case .tabItem, .searchField:
      return env
    }
  }
}
