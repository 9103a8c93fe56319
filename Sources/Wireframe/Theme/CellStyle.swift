/// How one role looks in a terminal: colours and the SGR attributes that work without colour,
/// so a monochrome theme can still tell roles apart.
public struct CellStyle: Sendable, Hashable {
  public var foreground: ThemeColor
  public var background: ThemeColor
  public var bold: Bool
  public var dim: Bool
  public var reverse: Bool
  public var underline: Bool

  public init(
    foreground: ThemeColor = .default, background: ThemeColor = .default, bold: Bool = false,
    dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's own colours with no attributes.
  public static let plain = CellStyle()
}
