/// The characters for every box part and mark the rasterizer draws, one table per `GlyphSet`, so
/// no drawing code spells a character itself and the ASCII set can promise printable ASCII only.
public struct Glyphs: Sendable, Hashable {
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var roundTopLeft: Character
  public var roundTopRight: Character
  public var roundBottomLeft: Character
  public var roundBottomRight: Character
  /// The safe-area and margin guides' dotted lines.
  public var dottedHorizontal: Character
  public var dottedVertical: Character
  public var cutout: Character
  public var homeIndicator: Character
  public var homeButton: Character
  /// A `Rectangle` or `Color` fill.
  public var fill: Character
  /// The marker at the end of text cut because the terminal is too coarse.
  public var textCut: Character
  /// One character of a secure field's text.
  public var secureBullet: Character
  public var buttonOpen: Character
  public var buttonClose: Character
  public var fieldOpen: Character
  public var fieldClose: Character
  public var switchOn: String
  public var switchOff: String
  public var sliderFilled: Character
  public var sliderEmpty: Character
  public var sliderKnob: Character
  public var progressFilled: Character
  public var progressEmpty: Character
  public var spinner: Character
  /// The stand-in for an SF Symbol.
  public var symbol: Character
  public var dividerHorizontal: Character
  public var dividerVertical: Character
  /// Between the parts of the caption line.
  public var separator: String
  /// Between width and height in the caption.
  public var times: String
  /// The shading of the other app's pane in Split View.
  public var otherApp: Character = "╱"
  /// One key of the software keyboard.
  public var key: Character = "▭"
  /// The status bar's battery.
  public var battery: String = "▮▮▮▯"
  /// The checkmark of a selected option (an inline picker's row).
  public var checkmark: Character = "✓"
  /// A stepper's − and + buttons.
  public var stepper: String = "(−│+)"
  /// A scrolled scroll view's indicators: the vertical and the horizontal thumb.
  public var scrollIndicatorVertical: Character = "┃"
  public var scrollIndicatorHorizontal: Character = "━"
  /// A redacted view's placeholder for each character of its text and each symbol.
  public var redacted: Character = "▆"
  /// A Mac window's close, minimize and zoom buttons.
  public var trafficLight: Character = "●"

  /// Box drawing and geometric shapes: the default.
  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    roundTopLeft: "╭", roundTopRight: "╮", roundBottomLeft: "╰", roundBottomRight: "╯",
    dottedHorizontal: "┄", dottedVertical: "┆", cutout: "█", homeIndicator: "━", homeButton: "○",
    fill: "░", textCut: "›", secureBullet: "•", buttonOpen: "(", buttonClose: ")",
    fieldOpen: "[", fieldClose: "]", switchOn: "(━●)", switchOff: "(●━)",
    sliderFilled: "━", sliderEmpty: "─", sliderKnob: "●", progressFilled: "▰", progressEmpty: "▱",
    spinner: "◌", symbol: "◇", dividerHorizontal: "─", dividerVertical: "│",
    separator: " · ", times: "×")

  /// Printable ASCII (0x20–0x7E) only, for terminals and fonts without box drawing.
  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    roundTopLeft: ".", roundTopRight: ".", roundBottomLeft: "'", roundBottomRight: "'",
    dottedHorizontal: ".", dottedVertical: ":", cutout: "#", homeIndicator: "=", homeButton: "o",
    fill: ".", textCut: ">", secureBullet: "*", buttonOpen: "(", buttonClose: ")",
    fieldOpen: "[", fieldClose: "]", switchOn: "[x]", switchOff: "[ ]",
    sliderFilled: "=", sliderEmpty: "-", sliderKnob: "o", progressFilled: "#", progressEmpty: "-",
    spinner: "*", symbol: "*", dividerHorizontal: "-", dividerVertical: "|",
    separator: " - ", times: "x", otherApp: "/", key: "o", battery: "[==]",
    checkmark: "x", stepper: "(-|+)", scrollIndicatorVertical: "#", scrollIndicatorHorizontal: "#",
    redacted: "#", trafficLight: "o")
}

extension GlyphSet {
  /// The character table for this set.
  public var glyphs: Glyphs {
    switch self {
    case .unicode: .unicode
    case .ascii: .ascii
    }
  }
}
