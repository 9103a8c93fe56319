/// Which text baseline a baseline alignment follows, and how a container merges its children's:
/// SwiftUI's `firstTextBaseline` is the topmost baseline of the texts inside a view,
/// `lastTextBaseline` the bottommost, and a view with no text has neither (its guide is then its
/// bottom edge).
enum TextBaseline {
  case first
  case last

  /// The baseline `alignment` follows, `nil` for the edge and centre alignments.
  init?(_ alignment: VerticalAlignment) {
    switch alignment {
    case .firstTextBaseline: self = .first
    case .lastTextBaseline: self = .last
    case .top, .center, .bottom, .custom: return nil
    }
  }

  /// The baseline of a container from two of its children's (either `nil` when that child has no
  /// text): the topmost for the first baseline, the bottommost for the last.
  func merge(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    switch self {
    case .first: return min(a, b)
    case .last: return max(a, b)
    }
  }
}

extension VerticalAlignment {
  /// Whether the alignment follows a text baseline rather than an edge or the centre.
  package var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}
