extension Theme {
  /// The theme used when no theme file is given or found: readable on dark and light terminals,
  /// using named colours so the user's palette decides the exact shades.
  public static let builtIn = Theme(
    name: "Built-in",
    styles: [
      .deviceBezel: CellStyle(foreground: .named(.brightBlack)),
      .cutout: CellStyle(foreground: .named(.brightBlack)),
      .homeIndicator: CellStyle(foreground: .named(.brightBlack)),
      .safeArea: CellStyle(foreground: .named(.cyan), dim: true),
      .container: CellStyle(foreground: .named(.brightBlack)),
      .truncatedText: CellStyle(foreground: .named(.yellow), bold: true),
      .clippedText: CellStyle(foreground: .named(.magenta), bold: true),
      .control: CellStyle(foreground: .named(.blue)),
      .controlFill: CellStyle(foreground: .named(.blue), reverse: true),
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
