/// How a `List` or `Form` draws its sections, as SwiftUI's list styles on iOS.
public enum ListStyle: String, Sendable, Hashable, CaseIterable {
  /// Sections as rounded cards inset from the edges, with space between them (the iOS default
  /// for `Form` and sectioned `List`s).
  case insetGrouped
  /// Rows edge to edge with separators, section headers as bars.
  case plain
}
