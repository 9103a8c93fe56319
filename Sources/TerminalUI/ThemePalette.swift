import CNcurses
import Wireframe

/// A theme turned into ncurses terms: for each cell role, attributes and a colour pair.
///
/// Pairs are allocated once per theme for each distinct foreground/background combination, so a
/// theme switch costs one `init_pair` per combination and painting only looks up a table.
struct ThemePalette {
  /// The ncurses attributes and colour pair of one role.
  struct Style {
    var attributes: attr_t
    var pair: Int16
  }

  let themeName: String
  private var styles: [CellRole: Style] = [:]

  /// Builds the palette of `theme` for a terminal with `colorCount` colours (0: attributes only).
  init(theme: Theme, colorCount: Int) {
    themeName = theme.name
    let depth: ColorDepth = colorCount >= 256 ? .ansi256 : colorCount >= 8 ? .ansi8 : .none
    var pairs: [PairKey: Int16] = [:]
    for role in CellRole.allCases {
      let style = theme.style(for: role, depth: depth)
      var attributes = lp_attr_normal()
      if style.bold { attributes |= lp_attr_bold() }
      if style.dim { attributes |= lp_attr_dim() }
      if style.reverse { attributes |= lp_attr_reverse() }
      if style.underline { attributes |= lp_attr_underline() }
      let key = PairKey(
        foreground: style.foreground.paletteIndex(depth: depth) ?? -1,
        background: style.background.paletteIndex(depth: depth) ?? -1)
      var pair: Int16 = 0
      if key.foreground >= 0 || key.background >= 0 {
        if let existing = pairs[key] {
          pair = existing
        } else {
          pair = Int16(pairs.count + 1)
          init_pair(pair, Int16(key.foreground), Int16(key.background))
          pairs[key] = pair
        }
      }
      styles[role] = Style(attributes: attributes, pair: pair)
    }
  }

  /// The style of `role`.
  func style(for role: CellRole) -> Style {
    styles[role] ?? Style(attributes: lp_attr_normal(), pair: 0)
  }

  /// A foreground/background combination; -1 is the terminal's default colour.
  private struct PairKey: Hashable {
    var foreground: Int
    var background: Int
  }
}
