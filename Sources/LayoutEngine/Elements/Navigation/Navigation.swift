/// Navigation containers: a stack of screens with its bars, tabs, and split views.
public enum Navigation: Sendable, Hashable {
  /// Its one child under a navigation bar and above a bottom toolbar (`NavigationStack`); boxed,
  /// as the spec is large.
  indirect case stack(NavigationBarSpec)
  /// Its `tab` children's tab bar, and the content of the tab at index `selection` (`TabView`),
  /// in `style` (`tabViewStyle`): paged, that content full size under page dots and no tab bar;
  /// sidebar-adaptable, a sidebar of the tabs beside it at regular width.
  case tabView(selection: Int, style: TabViewStyle = .automatic)
  /// One tab of a `TabView`: its content, and its item in the tab bar (`Tab`).
  case tab(title: String, systemImage: String)
  /// Sidebar, optional content and detail columns at regular width, shown and arranged as
  /// `spec` says; the sidebar alone at compact width (`NavigationSplitView`).
  case splitView(SplitViewSpec)

  /// The navigation kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case navigationStack = "NavigationStack"
    case navigationView = "NavigationView"
    case tabView = "TabView"
    case tab = "Tab"
    case navigationSplitView = "NavigationSplitView"

    package var traits: ElementTraits { .container }
  }

  package var kind: Kind {
    switch self {
    case .stack(let spec): spec.isNavigationView ? .navigationView : .navigationStack
    case .tabView: .tabView
    case .tab: .tab
    case .splitView: .navigationSplitView
    }
  }

  /// The navigation with its main string passed through `transform`: a stack's title
  /// (`navigationTitle`), a tab's title. An empty title (a stack without one) stays empty.
  func replacingString(_ transform: (String) -> String) -> Navigation {
    switch self {
    case .stack(var spec):
      if !spec.title.isEmpty { spec.title = transform(spec.title) }
      return .stack(spec)
    case .tab(let title, let systemImage):
      return .tab(title: title.isEmpty ? title : transform(title), systemImage: systemImage)
    case .tabView, .splitView:
      return self
    }
  }

  /// The navigation with each view of its bars (a stack's toolbar items) passed through
  /// `transform`: those views are not children, so a rewrite of the tree reaches them here.
  func replacingBarItems(_ transform: (ViewNode) -> ViewNode) -> Navigation {
    guard case .stack(var spec) = self else { return self }
    spec.leadingItems = spec.leadingItems.map(transform)
    spec.trailingItems = spec.trailingItems.map(transform)
    spec.bottomItems = spec.bottomItems.map(transform)
    return .stack(spec)
  }

  /// Whether the element shows system bars, which `SystemBars.expand` adds before layout (a split
  /// view's sidebar column is resolved in the same pass).
  var hasBars: Bool {
    switch self {
    case .stack, .tabView, .splitView: true
    case .tab: false
    }
  }
}

extension Element {
  /// `NavigationStack` with the bars `spec` describes.
  public static func navigationStack(_ spec: NavigationBarSpec) -> Element { .navigation(.stack(spec)) }

  /// `TabView(selection:)`, showing the tab at index `selection`, paged with `.tabViewStyle(.page)`.
  public static func tabView(selection: Int = 0, isPaged: Bool = false) -> Element {
    .navigation(.tabView(selection: selection, style: isPaged ? .page : .automatic))
  }

  /// `TabView(selection:)` with `.tabViewStyle(style)`.
  public static func tabView(selection: Int = 0, style: TabViewStyle) -> Element {
    .navigation(.tabView(selection: selection, style: style))
  }

  /// `Tab(_ title:, systemImage:)`.
  public static func tab(title: String, systemImage: String) -> Element {
    .navigation(.tab(title: title, systemImage: systemImage))
  }

  /// `NavigationSplitView` of two or three columns, in the automatic style.
  public static let navigationSplitView = Element.navigation(.splitView(SplitViewSpec()))

  /// `NavigationSplitView(columnVisibility:)` with `.navigationSplitViewStyle(style)`.
  public static func navigationSplitView(
    style: SplitViewSpec.Style, columnVisibility: SplitViewSpec.ColumnVisibility = .automatic
  ) -> Element {
    .navigation(.splitView(SplitViewSpec(style: style, columnVisibility: columnVisibility)))
  }
}
