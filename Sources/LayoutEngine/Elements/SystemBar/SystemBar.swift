/// A part of the system bars a `NavigationStack` or `TabView` shows, made by the engine when it
/// expands them (`SystemBars.expand`): readable in results (its type name in `frames`), never
/// written by a layout or made by a library user, so its initializer is not public.
public struct SystemBar: Sendable, Hashable {
  /// Which part of the bars it is.
  package enum Part: Sendable, Hashable {
    /// The bar a `NavigationStack` gets: title row, large title, search field.
    case navigationBar
    /// The bar a `TabView` gets, at the top (iPad) or bottom.
    case tabBar(atTop: Bool)
    /// One tab's item in a tab bar: icon above the title, or beside it when `sideBySide`.
    case tabItem(title: String, systemImage: String, isSelected: Bool, sideBySide: Bool)
    /// A `NavigationStack`'s bottom toolbar.
    case toolbar
    /// The search field of `searchable`.
    case searchField(prompt: String)
  }

  package var part: Part

  package init(_ part: Part) { self.part = part }

  /// The bar kinds, by the names `frames` reports.
  package enum Kind: String, ElementKind {
    case navigationBar = "NavigationBar"
    case tabBar = "TabBar"
    case tabItem = "TabItem"
    case toolbar = "Toolbar"
    case searchField = "SearchField"

    package var traits: ElementTraits {
      switch self {
      case .navigationBar, .tabBar, .toolbar: .drawsContent
      case .tabItem: .tappable
      case .searchField: [.drawsContent, .showsText, .tappable]
      }
    }
  }

  package var kind: Kind {
    switch part {
    case .navigationBar: .navigationBar
    case .tabBar: .tabBar
    case .tabItem: .tabItem
    case .toolbar: .toolbar
    case .searchField: .searchField
    }
  }

  /// Where a bar container puts this bar: a navigation bar or top tab bar on top, a bottom tab
  /// bar (whose frame reaches the screen's edge) or toolbar at the bottom; `nil` for parts inside
  /// a bar.
  var edge: BarEdge? {
    switch part {
    case .navigationBar: .top
    case .tabBar(let atTop): atTop ? .top : .bottom(reachesScreenEdge: true)
    case .toolbar: .bottom(reachesScreenEdge: false)
    case .tabItem, .searchField: nil
    }
  }
}

/// The edge of its container a bar sits on.
enum BarEdge {
  case top
  case bottom(reachesScreenEdge: Bool)
}

extension Element {
  /// A navigation bar (made by `SystemBars`).
  package static let navigationBar = Element.systemBar(SystemBar(.navigationBar))

  /// A tab bar at the top or bottom (made by `SystemBars`).
  package static func tabBar(atTop: Bool) -> Element { .systemBar(SystemBar(.tabBar(atTop: atTop))) }

  /// One tab's item (made by `SystemBars`).
  package static func tabItem(title: String, systemImage: String, isSelected: Bool, sideBySide: Bool)
    -> Element
  {
    .systemBar(
      SystemBar(
        .tabItem(title: title, systemImage: systemImage, isSelected: isSelected, sideBySide: sideBySide)))
  }

  /// A bottom toolbar (made by `SystemBars`).
  package static let toolbar = Element.systemBar(SystemBar(.toolbar))

  /// A search field (made by `SystemBars`).
  package static func searchField(prompt: String) -> Element {
    .systemBar(SystemBar(.searchField(prompt: prompt)))
  }
}
