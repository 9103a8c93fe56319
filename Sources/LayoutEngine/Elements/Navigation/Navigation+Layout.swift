extension Navigation {
  /// Bar containers place their content between their bars (`BarsLayout`); a split view its
  /// columns (`SplitViewLayout`), collapsed to the sidebar at compact width.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .stack, .tabView:
      return .bars(BarsLayout(slots: BarSlots(bars: site.children.dropFirst().map(compiler.element(of:)))))
    case .tab:
      // A tab outside an expanded TabView is just its content.
      return .stack(StackLayout(axis: .vertical, crossAlignment: .horizontal(.center), spacing: 0))
    case .splitView:
      return .splitView(SplitViewLayout(collapsed: compiler.context.horizontalSizeClass == .compact))
    }
  }

  /// The environment of child `n`: a collapsed split view hides every column but the sidebar.
  func environment(ofChild n: Int, _ env: InheritedEnvironment, context: LayoutContext)
    -> InheritedEnvironment
  {
    guard case .splitView = self, n > 0, context.horizontalSizeClass == .compact else { return env }
    var hidden = env
    hidden.isHidden = true
    return hidden
  }
}
