/// Select Graphic Rendition codes for a cell style at a colour depth: the one place that knows the
/// ANSI escape numbers.
enum SGR {
  /// The escape sequence that resets and then applies `style`, or "" for the plain style.
  static func sequence(for style: CellStyle, depth: ColorDepth) -> String {
    let codes = parameters(for: style, depth: depth)
    guard !codes.isEmpty else { return "" }
    return "\u{1B}[0;" + codes.joined(separator: ";") + "m"
  }

  /// The reset sequence.
  static let reset = "\u{1B}[0m"

  /// The SGR parameters of `style`: attributes, then foreground, then background.
  static func parameters(for style: CellStyle, depth: ColorDepth) -> [String] {
    var codes: [String] = []
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if let code = color(style.foreground, depth: depth, base: 30) { codes.append(code) }
    if let code = color(style.background, depth: depth, base: 40) { codes.append(code) }
    return codes
  }

  /// One colour's parameter: `base` + 0–7, bright `base` + 60 + 0–7, or `base + 8;5;n`.
  static func color(_ color: ThemeColor, depth: ColorDepth, base: Int) -> String? {
    switch (color, depth) {
    case (.default, _), (_, .none): return nil
    case (.named(let named), .ansi256):
      return String(named.rawValue < 8 ? base + named.rawValue : base + 60 + named.rawValue - 8)
    case (.named(let named), .ansi8):
      return String(base + named.normal.rawValue)
    case (.indexed(let index), .ansi256):
      return "\(base + 8);5;\(index)"
    case (.indexed(let index), .ansi8):
      return String(base + nearestBasic(to: index))
    }
  }

  /// The xterm RGB of the 8 basic colours, used to map palette indices down.
  static let basicRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229),
  ]

  /// The basic colour (0–7) nearest a 256-palette index: system colours by hue, the 6x6x6 cube and
  /// the grey ramp by squared RGB distance.
  static func nearestBasic(to index: UInt8) -> Int {
    let value = Int(index)
    if value < 16 { return value % 8 }
    let rgb = self.rgb(of: value)
    var best = 0
    var bestDistance = Int.max
    for (candidate, basic) in basicRGB.enumerated() {
      let d =
        (rgb.0 - basic.0) * (rgb.0 - basic.0) + (rgb.1 - basic.1) * (rgb.1 - basic.1)
        + (rgb.2 - basic.2) * (rgb.2 - basic.2)
      if d < bestDistance { (best, bestDistance) = (candidate, d) }
    }
    return best
  }

  /// The xterm RGB of palette index 16–255.
  static func rgb(of index: Int) -> (Int, Int, Int) {
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return (level, level, level)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
  }
}
