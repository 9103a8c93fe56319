/// What a `NavigationStack` shows in its bars: the title and how it is displayed, the back
/// button, toolbar items and a search field (SwiftUI's `navigationTitle`,
/// `navigationBarTitleDisplayMode`, `toolbar` and `searchable` on the stack's root view).
public struct NavigationBarSpec: Sendable, Hashable {
  /// SwiftUI's `NavigationBarItem.TitleDisplayMode`, without `automatic`.
  public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    /// A 34-pt bold title in its own 52-pt row under the bar (collapses to inline in compact height).
    case large
    /// A headline title centred in the 44-pt bar.
    case inline
  }

  /// The navigation title.
  public var title: String
  public var titleDisplayMode: TitleDisplayMode
  /// The previous screen's title, shown as a back button with a chevron; `nil` at the root.
  public var backTitle: String?
  /// The search field's prompt (`searchable`), `nil` for no search field.
  public var searchPrompt: String?
  /// The search prompt in the app's languages, by language code (as `ViewNode.translations`
  /// holds a node's main string), from the app's string tables; empty for a prompt they lack.
  public var searchPromptTranslations: [String: String] = [:]
  /// Items before the title (`topBarLeading`), after the back button.
  public var leadingItems: [ViewNode]
  /// Items at the bar's trailing end (`topBarTrailing`).
  public var trailingItems: [ViewNode]
  /// Items of the bottom toolbar (`bottomBar`); none means no toolbar.
  public var bottomItems: [ViewNode]
  /// Whether the navigation bar is hidden (`navigationBarHidden(true)`): the content takes its
  /// place; a bottom toolbar stays.
  public var isBarHidden = false
  /// Whether the layout wrote `NavigationView`, the spelling iOS 16 deprecated for
  /// `NavigationStack`: it lays out and draws the same, and frames name it as written.
  public var isNavigationView = false

  /// A spec from its parts; everything but the title is optional.
  public init(
    title: String, titleDisplayMode: TitleDisplayMode = .large, backTitle: String? = nil,
    searchPrompt: String? = nil, leadingItems: [ViewNode] = [], trailingItems: [ViewNode] = [],
    bottomItems: [ViewNode] = []
  ) {
    self.title = title
    self.titleDisplayMode = titleDisplayMode
    self.backTitle = backTitle
    self.searchPrompt = searchPrompt
    self.leadingItems = leadingItems
    self.trailingItems = trailingItems
    self.bottomItems = bottomItems
  }
}
