/// SwiftUI's `TabViewStyle`s on iOS and iPadOS, as a `TabView` lays out in each.
public enum TabViewStyle: String, Sendable, Hashable, CaseIterable {
  /// The tab bar: at the bottom on iPhone, at the top on iPad.
  case automatic
  /// The tab bar alone, never a sidebar (as `automatic` shows it here).
  case tabBarOnly
  /// iPadOS 18 and 26's convertible tab bar: a sidebar of the tabs beside the selected tab's
  /// content at regular width, the tab bar at compact width, so a window that narrows converts it
  /// (HIG "Layout", iPadOS: "As the view resizes, the presentation style changes to fit the
  /// width of the view").
  case sidebarAdaptable
  /// The selected tab's content full size under page dots, no tab bar (`.page`).
  case page
}
