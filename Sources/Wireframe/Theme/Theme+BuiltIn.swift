extension Theme {
  /// The theme used when no theme file is given or found: readable on dark and light terminals
  /// (its grounds are black, so no label lands on the terminal's own background), using named
  /// colours so the user's palette decides the exact shades.
  public static let builtIn = Theme(
    name: "Built-in",
    styles: [
      .background: CellStyle(foreground: .named(.white), background: .named(.black)),
      .screen: CellStyle(foreground: .named(.white), background: .named(.black)),
      .deviceBezel: CellStyle(foreground: .named(.brightBlack)),
      .cutout: CellStyle(foreground: .named(.brightBlack)),
      .homeIndicator: CellStyle(foreground: .named(.brightBlack)),
      .safeArea: CellStyle(foreground: .named(.cyan), dim: true),
      .container: CellStyle(foreground: .named(.brightBlack)),
      .truncatedText: CellStyle(foreground: .named(.yellow), bold: true),
      .clippedText: CellStyle(foreground: .named(.brightMagenta), bold: true),
      .control: CellStyle(foreground: .named(.cyan)),
      .controlFill: CellStyle(foreground: .named(.cyan), reverse: true),
      .disabled: CellStyle(foreground: .named(.brightBlack), dim: true),
      .image: CellStyle(foreground: .named(.green)),
      .divider: CellStyle(foreground: .named(.brightBlack)),
      .fill: CellStyle(foreground: .named(.brightBlack)),
      .selection: CellStyle(reverse: true),
      .status: CellStyle(dim: true),
      .hint: CellStyle(dim: true),
      .banner: CellStyle(foreground: .named(.white), background: .named(.red), bold: true),
      .panel: CellStyle(),
    ])
}
