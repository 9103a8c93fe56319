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
    case .splitView(let spec):
      let context = compiler.context
      guard context.horizontalSizeClass != .compact else {
        return .splitView(SplitViewLayout(collapsed: true))
      }
      let count = site.children.count
      return .splitView(
        SplitViewLayout(
          collapsed: false, arrangement: spec.arrangement(in: context.orientation),
          columns: site.children.indices.map { n in
            let child = site.children[n]
            return SplitViewLayout.Column(
              width: Self.columnWidth(of: child, in: compiler),
              isShown: spec.shows(column: n, of: count, in: context.orientation))
          }))
    }
  }

  /// The `navigationSplitViewColumnWidth` of the column at internal node `column`: on the column,
  /// or on the first view down its first children (the root view of the column's navigation
  /// stack), as SwiftUI reads it from the column's content.
  private static func columnWidth(of column: Int32, in compiler: Compiler) -> Double? {
    guard !compiler.columnWidths.isEmpty else { return nil }
    var node = column
    while true {
      if let width = compiler.columnWidths[node] { return width }
      guard let first = compiler.tree.children(of: node).first else { return nil }
      node = first
    }
  }

  /// The environment of child `n` of `count`: a collapsed split view hides every column but the
  /// sidebar, one at regular width the columns its visibility and style leave out.
  func environment(ofChild n: Int, of count: Int, _ env: InheritedEnvironment, context: LayoutContext)
    -> InheritedEnvironment
  {
    guard case .splitView(let spec) = self, n > 0 || context.horizontalSizeClass != .compact else {
      return env
    }
    let shown =
      context.horizontalSizeClass == .compact
      ? n == 0 : spec.shows(column: n, of: count, in: context.orientation)
    guard !shown else { return env }
    var hidden = env
    hidden.isHidden = true
    return hidden
  }
}
