/// A system bar `toolbar(_:for:)` and `toolbarVisibility(_:for:)` show or hide (SwiftUI's
/// `ToolbarPlacement` values that name a bar on iOS).
public enum ToolbarBar: String, Sendable, Hashable, CaseIterable {
  /// A navigation stack's navigation bar (the title, its items and search field).
  case navigationBar
  /// A tab view's tab bar.
  case tabBar
  /// A navigation stack's bottom toolbar.
  case bottomBar
}
