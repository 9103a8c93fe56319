/// Whether scroll views and lists show their scroll indicators (SwiftUI's
/// `ScrollIndicatorVisibility`, set with `scrollIndicators`).
public enum ScrollIndicatorVisibility: String, Sendable, Hashable, CaseIterable {
  /// Shown while scrolled away from the start, as iOS flashes them: the wireframe draws the
  /// indicator when the offset is not 0.
  case automatic
  /// Shown whenever the content is longer than the viewport, at the start too.
  case visible
  /// Not shown (iOS still shows them while the user scrolls, which a still frame never does).
  case hidden
  /// Never shown.
  case never

  /// Whether the indicator is drawn for a scroll view at `offset`.
  public func isDrawn(atOffset offset: Double) -> Bool {
    switch self {
    case .automatic: offset > 0
    case .visible: true
    case .hidden, .never: false
    }
  }
}
