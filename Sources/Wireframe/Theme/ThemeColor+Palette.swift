extension ThemeColor {
  /// The terminal palette index this colour shows as at `depth`: 0–255 (0–7 on 8-colour
  /// terminals), or `nil` for the terminal's default colour and for colourless output.
  ///
  /// ncurses colour pairs take these indices; the ANSI writer's SGR codes follow the same mapping.
  public func paletteIndex(depth: ColorDepth) -> Int? {
    switch (self, depth) {
    case (.default, _), (_, .none): nil
    case (.named(let named), .ansi256): named.rawValue
    case (.named(let named), .ansi8): named.normal.rawValue
    case (.indexed(let index), .ansi256): Int(index)
    case (.indexed(let index), .ansi8): SGR.nearestBasic(to: index)
    }
  }
}
