/// The scale of SF Symbols relative to the text around them (`Image.Scale`): the symbol's box is
/// the medium box times `factor`.
public enum ImageScale: String, Sendable, Hashable, CaseIterable {
  case small, medium, large

  /// The box relative to the medium scale's: the ratios of the SF Symbols template's small and
  /// large scales to its medium one (docs/LayoutEngine.md, "Symbols").
  public var factor: Double {
    switch self {
    case .small: 0.783
    case .medium: 1
    case .large: 1.29
    }
  }
}
