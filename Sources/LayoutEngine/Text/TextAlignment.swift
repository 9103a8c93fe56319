/// How the lines of a multi-line text align to each other, as SwiftUI's `multilineTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing
}
