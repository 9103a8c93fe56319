import LayoutEngine

/// The stand-in an SF Symbol is drawn with: an arrow or chevron for the directional families,
/// so a back button visibly points right in right-to-left, the mirror mark for other mirrored
/// symbols, the symbol's own glyph from `SymbolTable` for the common ones, and the plain symbol
/// glyph for the rest.
///
/// The drawing follows `PlacedNode.isMirrored` (the `DirectionalSymbols` list or the file's
/// `flipsForRightToLeft` flag) through one flip table, so any element that draws a chevron or
/// back glyph (a navigation back button, a disclosure indicator) mirrors by the same rule.
enum SymbolGlyph {
  /// Which way a symbol's picture points as drawn left to right.
  enum Pointing: Equatable {
    case left
    case right
    case up
    case down
  }

  /// The direction the symbol `name` points in a left-to-right context: `backward` and `left`
  /// point left, `forward` and `right` point right; `nil` for symbols without a direction.
  static func pointing(_ name: String) -> Pointing? {
    let parts = Set(name.split(separator: "."))
    let families: Set<Substring> = ["chevron", "arrow", "arrowshape", "arrowtriangle"]
    guard let first = name.split(separator: ".").first, families.contains(first) else { return nil }
    if parts.contains("backward") || parts.contains("left") { return .left }
    if parts.contains("forward") || parts.contains("right") { return .right }
    if parts.contains("up") { return .up }
    if parts.contains("down") { return .down }
    return nil
  }

  /// The character drawn for the symbol `name`, mirrored or not, from `glyphs`' character set.
  static func character(for name: String, isMirrored: Bool, glyphs: Glyphs) -> Character {
    let ascii = glyphs == .ascii
    let isChevron = name.hasPrefix("chevron")
    switch pointing(name) {
    case .left?, .right?:
      let pointsLeft = (pointing(name) == .left) != isMirrored
      if ascii { return pointsLeft ? "<" : ">" }
      if isChevron { return pointsLeft ? "‹" : "›" }
      return pointsLeft ? "←" : "→"
    case .up?: return ascii ? "^" : "↑"
    case .down?: return ascii ? "v" : "↓"
    case nil:
      if isMirrored { return ascii ? "~" : "⇆" }
      return SymbolTable.glyph(for: name, ascii: ascii) ?? glyphs.symbol
    }
  }
}
