/// Work a `:` command asks of the terminal layer, which does I/O the pure state machine does not:
/// the state holds the request until the loop has carried it out and said how it went.
public enum SessionRequest: Sendable, Equatable {
  /// Writes the current variant of the shown layout to `path` as SVG at point geometry
  /// (`:render out.svg`).
  case render(path: String)
  /// Runs `check`'s rules on the shown layout in the current variant (`:check`).
  case check
}
