/// Turns `NavigationStack` and `TabView` nodes into the bars they show, as plain view nodes the
/// engine lays out and the wireframe draws like any other: a `NavigationBar` with its title,
/// back button, items and search field; a `TabBar` with one `TabItem` per tab; a `Toolbar`.
///
/// A bar container's children become `[content, bar...]`: child 0 is the content (the stack's
/// root view, the selected tab's content), the others its bars, which `BarSlots` sorts into top
/// and bottom. Sizes follow `SystemBarStyle` for the context's size classes.
enum SystemBars {
  /// `root` with every bar container expanded; the same value when it has none.
  static func expand(_ root: ViewNode, in context: LayoutContext) -> ViewNode {
    guard containsBars(root) else { return root }
    var style = SystemBarStyle(context)
    style.backChevron = context.layoutDirection == .rightToLeft ? "›" : "‹"
    return expanded(root, style: style)
  }

  /// Whether `node` or a descendant is a bar container.
  private static func containsBars(_ node: ViewNode) -> Bool {
    if case .navigation(let navigation) = node.element, navigation.hasBars { return true }
    for n in node.children.indices where containsBars(node.children[n]) { return true }
    for n in node.variants.indices where containsBars(node.variants[n].node) { return true }
    return false
  }

  private static func expanded(_ node: ViewNode, style: SystemBarStyle) -> ViewNode {
    var copy = node
    // Variants are chosen at compile time, after this pass: a bar container in one expands too.
    for n in copy.variants.indices where containsBars(copy.variants[n].node) {
      copy.variants[n].node = expanded(copy.variants[n].node, style: style)
    }
    switch node.element {
    case .navigation(.stack(let spec)):
      let content = node.children.first.map { expanded($0, style: style) } ?? ViewNode(.spacer(minLength: 0))
      let hidesBar = spec.isBarHidden || hides(.navigationBar, node)
      copy.children = hidesBar ? [content] : [content, navigationBar(spec, style: style)]
      if !spec.bottomItems.isEmpty, !hides(.bottomBar, node) {
        copy.children.append(toolbar(spec.bottomItems, style: style))
      }
    case .navigation(.tabView(let selection, .sidebarAdaptable)) where style.isRegularWidth:
      return expanded(sidebar(of: node, selection: selection), style: style)
    case .navigation(.tabView(let selection, let tabStyle)):
      let isPaged = tabStyle == .page
      let tabs = node.children
      let selected = tabs.indices.contains(selection) ? selection : 0
      let content =
        tabs.indices.contains(selected)
        ? (tabs[selected].children.first.map { expanded($0, style: style) } ?? ViewNode(.spacer(minLength: 0)))
        : ViewNode(.spacer(minLength: 0))
      let hidesBar = hides(.tabBar, node, shown: tabs.indices.contains(selected) ? tabs[selected] : nil)
      copy.children =
        isPaged
        ? [pageDots(over: content, count: tabs.count, selected: selected)]
        : hidesBar ? [content] : [content, tabBar(tabs, selected: selected, style: style)]
    case .navigation(.splitView) where style.isRegularWidth:
      if !copy.children.isEmpty { copy.children[0] = SidebarColumn.resolvingListStyles(copy.children[0]) }
      for n in copy.children.indices where containsBars(copy.children[n]) {
        copy.children[n] = expanded(copy.children[n], style: style)
      }
    default:
      for n in copy.children.indices where containsBars(copy.children[n]) {
        copy.children[n] = expanded(copy.children[n], style: style)
      }
    }
    return copy
  }

  /// Whether `container` (a navigation stack, or a tab view showing the tab `shown`) hides `bar`:
  /// the first `toolbarVisibility` for it on the container, else depth first inside what it shows,
  /// not looking inside another container of the bar (whose own bar it is), says `hidden`.
  private static func hides(_ bar: ToolbarBar, _ container: ViewNode, shown: ViewNode? = nil) -> Bool {
    if let own = visibility(of: bar, on: container) { return own }
    let inside = shown.map { [$0] } ?? container.children
    return inside.lazy.compactMap { firstVisibility(of: bar, in: $0) }.first ?? false
  }

  /// The first `toolbarVisibility` for `bar` on `node` or inside it, depth first, as hidden or not.
  private static func firstVisibility(of bar: ToolbarBar, in node: ViewNode) -> Bool? {
    if let own = visibility(of: bar, on: node) { return own }
    switch (bar, node.element) {
    case (.tabBar, .navigation(.tabView)), (.navigationBar, .navigation(.stack)),
      (.bottomBar, .navigation(.stack)):
      return nil
    default:
      return node.children.lazy.compactMap { firstVisibility(of: bar, in: $0) }.first
    }
  }

  /// Whether `node`'s own modifiers hide (`true`) or show (`false`) `bar`; `nil` when they say nothing.
  private static func visibility(of bar: ToolbarBar, on node: ViewNode) -> Bool? {
    for case .toolbarVisibility(bar, let isHidden) in node.modifiers { return isHidden }
    return nil
  }

  /// A sidebar-adaptable `TabView` at regular width as the split view iPadOS shows: a sidebar
  /// listing the tabs (the selected one in the headline's weight) beside the selected tab's
  /// content. Laid out as a balanced `NavigationSplitView` of two columns, both shown.
  static func sidebar(of tabView: ViewNode, selection: Int) -> ViewNode {
    let tabs = tabView.children
    // As the tab bar does: a selection past the tabs shows the first.
    let selection = tabs.indices.contains(selection) ? selection : 0
    let rows = tabs.indices.compactMap { index -> ViewNode? in
      guard case .navigation(.tab(let title, let systemImage)) = tabs[index].element else { return nil }
      var row = ViewNode(
        .label(title: title, systemImage: systemImage), id: tabs[index].id, source: tabs[index].source)
      if index == selection { row = row.modifier(.font(Font(style: .headline))) }
      return row
    }
    let content =
      tabs.indices.contains(selection)
      ? (tabs[selection].children.first ?? ViewNode(.spacer(minLength: 0))) : ViewNode(.spacer(minLength: 0))
    var split = tabView
    split.element = .navigationSplitView(style: .balanced, columnVisibility: .all)
    split.children = [ViewNode(.list(style: .sidebar), children: rows), content]
    return split
  }

  /// The navigation bar: title row (back button, leading items, inline title, trailing items),
  /// then the large title, then the search field, each in its row of fixed height.
  static func navigationBar(_ spec: NavigationBarSpec, style: SystemBarStyle) -> ViewNode {
    let margin = SystemBarMetrics.barMargin
    var items: [ViewNode] = []
    if let back = spec.backTitle {
      items.append(
        ViewNode(.button(title: style.backChevron + " " + back, style: .plain, controlSize: .regular))
          .modifier(.lineLimit(1)))
    }
    items += spec.leadingItems.map(barItem)
    items.append(ViewNode(.spacer(minLength: 0)))
    items += spec.trailingItems.map(barItem)
    let leadingMargin = spec.backTitle == nil ? margin : SystemBarMetrics.backButtonMargin
    let itemRow = ViewNode(
      .hStack(alignment: .center, spacing: SystemBarMetrics.itemSpacing), children: items
    ).modifier(.padding(EdgeInsets(leading: leadingMargin, trailing: margin)))
    var titleRow: [ViewNode] = [itemRow]
    // No title, no large title: the bar alone, as SwiftUI shows a stack without a title.
    let large = style.showsLargeTitle(spec.titleDisplayMode) && !spec.title.isEmpty
    if !large {
      titleRow.insert(
        ViewNode(.text(spec.title)).modifier(.font(Font(style: .headline))).modifier(.lineLimit(1)), at: 0)
    }
    var rows: [ViewNode] = [
      ViewNode(.zStack(alignment: .center), children: titleRow)
        .modifier(.frame(FrameSpec(height: style.navigationBarHeight, maxWidth: .infinity)))
    ]
    if large {
      rows.append(
        ViewNode(.text(spec.title))
          .modifier(.font(Font(style: .largeTitle))).modifier(.lineLimit(1))
          .modifier(.padding(EdgeInsets(leading: margin, trailing: margin)))
          .modifier(
            .frame(
              FrameSpec(height: SystemBarMetrics.largeTitleHeight, maxWidth: .infinity, alignment: .leading)))
      )
    }
    if let prompt = spec.searchPrompt {
      let vertical = (SystemBarMetrics.searchBarHeight - SystemBarMetrics.searchFieldHeight) / 2
      rows.append(
        ViewNode(.searchField(prompt: prompt))
          .modifier(.padding(EdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin)))
          .modifier(.frame(FrameSpec(height: SystemBarMetrics.searchBarHeight))))
    }
    return ViewNode(.navigationBar, children: rows)
  }

  /// A bar item at its ideal width: bar buttons do not wrap or shrink as stack children may.
  private static func barItem(_ item: ViewNode) -> ViewNode {
    item.modifier(.fixedSize(horizontal: true, vertical: false))
  }

  /// The tab bar: one item per tab, spread across a bottom bar or centred in a top (iPad) bar.
  static func tabBar(_ tabs: [ViewNode], selected: Int, style: SystemBarStyle) -> ViewNode {
    let spread = !style.tabBarAtTop
    let items = tabs.indices.compactMap { index -> ViewNode? in
      guard case .navigation(.tab(let title, let systemImage)) = tabs[index].element else { return nil }
      var icon = ViewNode(.image(.symbol(systemImage), resizable: false))
        .modifier(.font(Font(style: .title3)))
      if let badge = badge(of: tabs[index]) {
        // A badge mark on the item's icon, past its top trailing corner, as UITabBarItem draws it.
        icon = icon.modifier(
          .overlay(
            ViewNode(.text(badge)).modifier(.font(Font(style: .caption2))).modifier(.lineLimit(1))
              .modifier(.fixedSize(horizontal: true, vertical: true))
              .modifier(.offset(x: SystemBarMetrics.tabBadgeOffset, y: 0)),
            alignment: .topTrailing))
      }
      let label = ViewNode(.text(title)).modifier(.font(Font(style: .caption2))).modifier(.lineLimit(1))
      var item = ViewNode(
        .tabItem(
          title: title, systemImage: systemImage, isSelected: index == selected,
          sideBySide: style.tabItemsSideBySide),
        children: [icon, label], id: tabs[index].id, source: tabs[index].source)
      // Spread items are buttons filling equal shares of the bar, as `UITabBar`'s are: at least
      // zero wide, so an item wider than its share is held to it rather than pushing the others.
      if spread {
        item = item.modifier(.frame(FrameSpec(minWidth: 0, maxWidth: .infinity, maxHeight: .infinity)))
      }
      return item
    }
    let row = ViewNode(
      .hStack(alignment: .center, spacing: spread ? 0 : SystemBarMetrics.padTabItemSpacing), children: items
    ).modifier(.frame(FrameSpec(height: style.tabBarHeight, maxWidth: .infinity)))
    return ViewNode(.tabBar(atTop: style.tabBarAtTop), children: [row])
  }

  /// A paged tab view's page: `content` full size, its page dots (the current one filled) over
  /// its bottom edge, as `UIPageControl` draws them.
  static func pageDots(over content: ViewNode, count: Int, selected: Int) -> ViewNode {
    let dots = (0..<count).map { $0 == selected ? "●" : "○" }.joined(separator: " ")
    let control = ViewNode(.text(dots))
      .modifier(.font(Font(style: .caption2))).modifier(.lineLimit(1))
      .modifier(.frame(FrameSpec(height: SystemBarMetrics.pageControlHeight)))
    return ViewNode(
      .zStack(alignment: .bottom),
      children: [
        content.modifier(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity))), control,
      ])
  }

  /// A tab's `badge`: on the `Tab`, else on its view (`X().tabItem { … }.badge(3)`).
  private static func badge(of tab: ViewNode) -> String? {
    for node in [tab] + tab.children.prefix(1) {
      for case .badge(let text) in node.modifiers { return text }
    }
    return nil
  }

  /// The bottom toolbar: its items spread across it with flexible space between them.
  static func toolbar(_ items: [ViewNode], style: SystemBarStyle) -> ViewNode {
    var spaced: [ViewNode] = []
    for (n, item) in items.enumerated() {
      if n > 0 { spaced.append(ViewNode(.spacer(minLength: 0))) }
      spaced.append(barItem(item))
    }
    if items.count == 1 {
      // A single item is centred, as SwiftUI centres a lone `bottomBar` item.
      spaced.insert(ViewNode(.spacer(minLength: 0)), at: 0)
      spaced.append(ViewNode(.spacer(minLength: 0)))
    }
    let margin = SystemBarMetrics.barMargin
    let row = ViewNode(.hStack(alignment: .center, spacing: SystemBarMetrics.itemSpacing), children: spaced)
      .modifier(.padding(EdgeInsets(leading: margin, trailing: margin)))
      .modifier(.frame(FrameSpec(height: style.toolbarHeight, maxWidth: .infinity)))
    return ViewNode(.toolbar, children: [row])
  }
}
