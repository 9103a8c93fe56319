/// A terminal colour as a theme names it: the terminal's default, one of the 16 named ANSI
/// colours (which the user's terminal palette decides), or an index into the 256-colour palette.
public enum ThemeColor: Sendable, Hashable {
  case `default`
  case named(NamedColor)
  case indexed(UInt8)

  /// The 16 ANSI colours, in SGR order: 0–7 normal, 8–15 bright.
  public enum NamedColor: Int, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan
    case brightWhite

    /// The name theme files use: `red`, `brightRed`.
    public var name: String {
      let base = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"][rawValue % 8]
      return rawValue < 8 ? base : "bright" + base.prefix(1).uppercased() + base.dropFirst()
    }

    /// The colour of the same hue without "bright" (what an 8-colour terminal can show).
    public var normal: NamedColor { NamedColor(rawValue: rawValue % 8)! }
  }

  /// Parses `default`, a colour name (`brightRed`, `bright-red`, `bright red`, `grey` for
  /// brightBlack) or a palette index 0–255; `nil` for anything else.
  public init?(name: String) {
    let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    if key == "default" || key == "none" {
      self = .default
    } else if let index = UInt8(key) {
      self = .indexed(index)
    } else if key == "gray" || key == "grey" {
      self = .named(.brightBlack)
    } else if let color = NamedColor.allCases.first(where: { $0.name.lowercased() == key }) {
      self = .named(color)
    } else {
      return nil
    }
  }

  /// Every colour name a theme file accepts, for error messages and suggestions.
  public static var names: [String] { ["default"] + NamedColor.allCases.map(\.name) }
}
