/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Hashable, CaseIterable, Codable {
  /// iPhone and iPod touch.
  case phone
  /// iPad.
  case pad
  /// Apple Watch.
  case watch
  /// Apple TV.
  case tv
}
