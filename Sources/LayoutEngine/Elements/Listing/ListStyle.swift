/// How a `List` or `Form` draws its sections, as SwiftUI's list styles on iOS.
public enum ListStyle: String, Sendable, Hashable, CaseIterable {
  /// What iOS picks: `insetGrouped`, or `sidebar` in the sidebar column of a split view at
  /// regular width (resolved before layout, `SystemBars.expand`).
  case automatic
  /// Sections as rounded cards inset from the edges, with space between them (the iOS default
  /// for `Form` and sectioned `List`s).
  case insetGrouped
  /// Rows edge to edge with separators, section headers as bars.
  case plain
  /// Sections of full-width rows with space between them, a line above and below each
  /// section's rows, headers upper-cased above them (`.grouped`).
  case grouped
  /// Plain-style rows and header bars inset from the list's edges by the layout margins, with
  /// no card (`.inset`).
  case inset
  /// Inset-grouped sections whose headers are written as is and can be collapsed, with a
  /// disclosure chevron at the header's trailing end; at regular width (a split view's sidebar
  /// column) the rows have no card outline (`.sidebar`).
  case sidebar

  /// Whether sections are separated by space with their headers above the rows, rather than
  /// by header bars.
  public var isGrouped: Bool { self != .plain && self != .inset }

  /// Whether the rows are inset from the list's edges by the layout margins.
  public var insetsRows: Bool { self != .plain && self != .grouped }

  /// The case section headers are shown in: grouped styles upper-case them, as UIKit's grouped
  /// header does; plain, inset and sidebar headers are as written.
  var sectionHeaderCase: TextCase? {
    self == .grouped || self == .insetGrouped || self == .automatic ? .uppercase : nil
  }

  /// Whether sections are drawn as rounded cards (`insetGrouped`, what `automatic` is outside a
  /// sidebar column, and `sidebar` on iPhone).
  public var hasCards: Bool { self == .insetGrouped || self == .automatic || self == .sidebar }
}
