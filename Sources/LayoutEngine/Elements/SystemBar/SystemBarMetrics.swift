/// The heights and insets of iOS system bars, in points (docs/SystemBars.md gives each one's
/// source; the HIG states none of the iOS numbers, so they are UIKit's iOS 18 defaults).
///
/// Bars have three sizes: the iPhone size, the compact-height size (iPhone landscape) and the
/// iPad size, chosen by `SystemBarStyle` from the idiom and the size classes.
package enum SystemBarMetrics {
  /// The navigation bar's title row on iPhone (`UINavigationBar`, portrait).
  package static let navigationBarHeight: Double = 44
  /// The navigation bar in compact height (iPhone landscape).
  package static let compactNavigationBarHeight: Double = 32
  /// The navigation bar on iPad.
  package static let padNavigationBarHeight: Double = 50
  /// The large-title row under the bar: 44 + 52 = 96 on iPhone.
  package static let largeTitleHeight: Double = 52
  /// How far a tab item's badge sits past its icon's trailing edge: about half the badge's
  /// 18-pt width, as UIKit puts the badge's centre near the icon's corner (an estimate; neither
  /// the HIG nor UIKit's documentation gives the number).
  package static let tabBadgeOffset: Double = 9
  /// A paged `TabView`'s page control: its dots in a row this tall at the page's bottom edge
  /// (`UIPageControl`'s intrinsic height; not in the HIG).
  package static let pageControlHeight: Double = 26
  /// The row holding the search field, under the title.
  package static let searchBarHeight: Double = 52
  /// The search field itself.
  package static let searchFieldHeight: Double = 36
  /// The tab bar on iPhone, above the bottom safe-area inset (49 + 34 = 83 with a home indicator).
  package static let tabBarHeight: Double = 49
  /// The tab bar in compact height (iPhone landscape).
  package static let compactTabBarHeight: Double = 32
  /// The tab bar on iPad (iPadOS 18 draws it near the top; see docs/SystemBars.md).
  package static let padTabBarHeight: Double = 50
  /// The bottom toolbar on iPhone, above the bottom safe-area inset.
  package static let toolbarHeight: Double = 44
  /// The bottom toolbar in compact height.
  package static let compactToolbarHeight: Double = 32
  /// The bottom toolbar on iPad.
  package static let padToolbarHeight: Double = 50
  /// The bars' side margin: titles, items and the search field start this far from the edge.
  package static let barMargin: Double = 16
  /// The back button sits closer to the edge than other items.
  package static let backButtonMargin: Double = 8
  /// The space between toolbar items in a bar.
  package static let itemSpacing: Double = 16
  /// The space between the items of a centred (iPad) tab bar.
  package static let padTabItemSpacing: Double = 24
  /// The space between a tab item's icon and its title when side by side.
  package static let tabItemSpacing: Double = 6
  /// The space between a tab item's icon and the title under it.
  package static let tabItemIconGap: Double = 2
  /// The search field's text inset: 8 pt on each side plus 20 pt for the magnifier before it.
  package static let searchFieldInsets = EdgeInsets(top: 7, leading: 28, bottom: 7, trailing: 8)

  /// The Dynamic Type size bar text is drawn at whatever the setting: UIKit's bar titles, bar
  /// button items, tab bar items and search fields do not grow with the text size (at the
  /// accessibility sizes iOS shows the Large Content Viewer on a long press instead), so bars
  /// keep their heights. The default size, `.large`, matches the bars' fixed 17-pt titles.
  package static let barTextTypeSize: DynamicTypeSize = .large
  /// The largest size a large title scales to: it follows Dynamic Type up to xxxLarge (40 pt on a
  /// 48-pt line, which fits the 52-pt row) and no further (an estimate; the HIG states no cap).
  package static let largeTitleMaximumTypeSize: DynamicTypeSize = .xxxLarge

  /// The Dynamic Type size a text of `style` in a bar is resolved at when the setting is
  /// `requested`: large titles scale up to `largeTitleMaximumTypeSize`, other bar text not at all.
  package static func typeSize(for style: TextStyle, _ requested: DynamicTypeSize) -> DynamicTypeSize {
    style == .largeTitle ? min(requested, largeTitleMaximumTypeSize) : barTextTypeSize
  }

  /// The search field as a control around its prompt: 36 pt tall, as wide as it is offered.
  static let searchFieldChrome = LabelChrome(
    insets: searchFieldInsets, minimumSize: Size(width: 0, height: searchFieldHeight), greedyWidth: true)
}

/// Which bar sizes and tab-bar arrangement a window gets, from its idiom and size classes.
///
/// Bar heights follow the idiom: an iPad app in a 1/3 Split View or Slide Over window is compact
/// in width but keeps iPad's 50-pt bars. Where the tab bar goes follows the width: iPadOS 18
/// puts it at the top of a regular-width window and at the bottom of a compact one, as on iPhone.
package struct SystemBarStyle: Sendable, Hashable {
  /// iPad-sized bars (50 pt).
  package var isPad: Bool
  /// The tab bar at the top with its items centred: an iPad window of regular width and height.
  package var tabBarAtTop: Bool
  /// iPhone landscape: 32-pt bars, no large titles.
  package var isCompactHeight: Bool
  /// Tab items show their icon beside the title (regular width or compact height), else above it.
  package var tabItemsSideBySide: Bool
  /// The back button's chevron, pointing toward the leading edge: `‹`, or `›` right to left.
  package var backChevron = "‹"
  /// Regular width: a split view shows its columns side by side (its sidebar column's lists
  /// take the sidebar style).
  package var isRegularWidth: Bool

  /// The style for `context`'s idiom and size classes.
  package init(_ context: LayoutContext) {
    isCompactHeight = context.verticalSizeClass == .compact
    isPad = context.idiom == .pad && !isCompactHeight
    tabBarAtTop = isPad && context.horizontalSizeClass == .regular
    tabItemsSideBySide = context.horizontalSizeClass == .regular || isCompactHeight
    isRegularWidth = context.horizontalSizeClass == .regular
  }

  /// The navigation bar's title row.
  package var navigationBarHeight: Double {
    isCompactHeight
      ? SystemBarMetrics.compactNavigationBarHeight
      : isPad ? SystemBarMetrics.padNavigationBarHeight : SystemBarMetrics.navigationBarHeight
  }

  /// The tab bar above the bottom safe-area inset (or, on iPad, below the top one).
  package var tabBarHeight: Double {
    isCompactHeight
      ? SystemBarMetrics.compactTabBarHeight
      : isPad ? SystemBarMetrics.padTabBarHeight : SystemBarMetrics.tabBarHeight
  }

  /// The bottom toolbar above the bottom safe-area inset.
  package var toolbarHeight: Double {
    isCompactHeight
      ? SystemBarMetrics.compactToolbarHeight
      : isPad ? SystemBarMetrics.padToolbarHeight : SystemBarMetrics.toolbarHeight
  }

  /// Whether a large title shows (never in compact height, where UIKit shows it inline).
  package func showsLargeTitle(_ mode: NavigationBarSpec.TitleDisplayMode) -> Bool {
    mode == .large && !isCompactHeight
  }

  /// The whole navigation bar: title row, large-title row, search row.
  package func navigationBarTotalHeight(_ spec: NavigationBarSpec) -> Double {
    navigationBarHeight + (showsLargeTitle(spec.titleDisplayMode) ? SystemBarMetrics.largeTitleHeight : 0)
      + (spec.searchPrompt == nil ? 0 : SystemBarMetrics.searchBarHeight)
  }
}
