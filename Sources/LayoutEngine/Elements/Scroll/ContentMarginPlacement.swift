/// Which content margins a `contentMargins` modifier sets (SwiftUI's `ContentMarginPlacement`):
/// the scroll content's, the scroll indicators', or both (`automatic`).
public enum ContentMarginPlacement: String, Sendable, Hashable, CaseIterable {
  /// Both: the content is inset, and so are the indicators.
  case automatic
  /// The content alone (`.scrollContent`).
  case scrollContent
  /// The indicators alone (`.scrollIndicators`): no frame changes.
  case scrollIndicators

  /// Whether the margins inset the scroll content.
  package var insetsContent: Bool { self != .scrollIndicators }
}
