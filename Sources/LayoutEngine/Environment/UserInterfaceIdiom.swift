/// The kind of device a layout runs on, as SwiftUI's `UIUserInterfaceIdiom`: conditions in layout
/// files choose variants by it (a sidebar on iPad, a single column on iPhone).
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
  /// iPhone and iPod touch.
  case phone
  /// iPad.
  case pad
  /// Apple Watch.
  case watch
  /// Apple TV.
  case tv
  /// A Mac window (macOS, or an iPad app on the Mac through Catalyst).
  case mac
}
