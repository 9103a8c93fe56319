/// SwiftUI's toggle styles on iOS (`.checkbox` is macOS's).
public enum ToggleStyle: String, Sendable, Hashable, CaseIterable {
  /// The title leading and the switch trailing (`.automatic`, `.switch`).
  case `switch`
  /// A button showing the title, bordered while off and filled while on (`.button`).
  case button
}
