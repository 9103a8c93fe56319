/// How many colours the terminal shows: decides how theme colours become SGR codes.
public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
  /// The xterm 256-colour palette.
  case ansi256
  /// The 8 basic ANSI colours; palette indices map to the nearest, bright names to their base.
  case ansi8
  /// No colour at all, attributes (bold, dim, reverse, underline) only: `NO_COLOR`, dumb terminals.
  case none

  /// The depth an environment asks for: `NO_COLOR` set and non-empty (no-color.org) or
  /// `TERM=dumb` gives `.none`; a `TERM` with `256color` or any `COLORTERM` gives `.ansi256`;
  /// otherwise `.ansi8`.
  public static func from(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    if term.contains("256color") || !(environment["COLORTERM"] ?? "").isEmpty { return .ansi256 }
    return .ansi8
  }
}
