/// One pane of the session's compare mode: its side of the comparison and the session state
/// that pane shows.
public struct CompareVariant: Sendable, Equatable {
  public var side: CompareSide
  /// The session state with this side's variant applied (one pane, no compare).
  public var state: PreviewState

  /// What the pane shows, written above it.
  public var label: String { side.label }
}
