import LayoutMapping

/// The outcome of reading a layout file: a document (a Swift file's previews), a diagnostic, or no
/// file at all.
public enum LayoutLoad: Sendable, Equatable {
  case document(LayoutDocument)
  /// A Swift file's previews, one layout each, in source order.
  case previews([LayoutDocument])
  /// The file is not a valid layout; the message names file:line:column.
  case failed(String)
  /// The file is gone (deleted or renamed while shown).
  case missing
}
