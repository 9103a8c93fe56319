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

  /// The style cells of `role` are drawn in: its own, with a colour it leaves as the terminal's
  /// default taken from the ground it is drawn on (`ground(of:)`). So a label inside the device
  /// sits on the screen's background, not on a patch of the terminal's own, and a theme that
  /// gives its grounds colours reads the same on a light and on a dark terminal.
  public func style(for role: CellRole) -> CellStyle {
    var style = ownStyle(for: role)
    guard let ground = Self.ground(of: role) else { return style }
    let base = ownStyle(for: ground)
    if style.background == .default { style.background = base.background }
    if style.foreground == .default { style.foreground = base.foreground }
    return style
  }

  /// The style of `role` on a terminal of `depth`: without colours, a role the theme fills with a
  /// background of its own (a prominent button, the banner, a panel) is drawn in reverse video,
  /// so it keeps its mark where its colour cannot show. The grounds themselves stay plain.
  public func style(for role: CellRole, depth: ColorDepth) -> CellStyle {
    var style = style(for: role)
    if depth == .none, Self.ground(of: role) != nil, ownStyle(for: role).background != .default {
      style.reverse = true
    }
    return style
  }

  /// The style the theme gives `role` itself, before grounds fill in its default colours.
  public func ownStyle(for role: CellRole) -> CellStyle {
    styles[role] ?? defaultStyle
  }

  /// What a role is drawn over: the device's screen for everything the layout draws, the
  /// terminal's background for the device's outline and the session's own lines; `nil` for the
  /// two grounds themselves.
  public static func ground(of role: CellRole) -> CellRole? {
    switch role {
    case .background, .screen: nil
    case .deviceBezel, .cutout, .homeIndicator, .status, .hint, .banner, .panel: .background
    case .safeArea, .container, .text, .truncatedText, .clippedText, .control, .controlFill, .image,
      .divider, .fill, .selection, .systemBar, .keyboard, .otherApp, .disabled:
      .screen
    }
  }
}
