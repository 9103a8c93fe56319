/// A name and a style per cell role: how a wireframe is coloured. Roles a theme leaves out use
/// `defaultStyle`, so a theme file only lists what it changes.
public struct Theme: Sendable, Hashable {
  public var name: String
  /// The style of roles not listed in `styles`.
  public var defaultStyle: CellStyle
  public var styles: [CellRole: CellStyle]

  public init(name: String, defaultStyle: CellStyle = .plain, styles: [CellRole: CellStyle] = [:]) {
    self.name = name
    self.defaultStyle = defaultStyle
    self.styles = styles
  }

  /// The style cells of `role` are drawn in.
  public func style(for role: CellRole) -> CellStyle {
    styles[role] ?? defaultStyle
  }
}
