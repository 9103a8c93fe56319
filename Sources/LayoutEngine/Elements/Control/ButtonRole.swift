/// What a button does, as SwiftUI's `ButtonRole`: kept in the tree for readers and audits; a
/// button lays out and draws the same whatever its role (the role's colour is not drawn).
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
  /// Deletes or removes data (`.destructive`).
  case destructive
  /// Cancels the action (`.cancel`).
  case cancel
}
