/// How text in a view is cased for display (SwiftUI's `Text.Case`): the characters shown, and so
/// measured, are the upper- or lower-cased string.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
  case uppercase
  case lowercase

  /// `string` in this case.
  func apply(to string: String) -> String {
    switch self {
    case .uppercase: string.uppercased()
    case .lowercase: string.lowercased()
    }
  }
}
