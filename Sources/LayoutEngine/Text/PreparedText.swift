// TEMPORARY STUB: replaced by the text-metrics work (real advance widths, Dynamic Type table).

extension Font {
  /// The concrete size, line height and weight of this font at a Dynamic Type size.
  public func resolved(for size: DynamicTypeSize) -> ResolvedFont {
    let base = 17.0 + Double(size.rawValue - 3) * 2
    let pt = fixedSize ?? base
    return ResolvedFont(pointSize: pt, lineHeight: (pt * 1.3).rounded(), weight: weight ?? .regular)
  }
}

/// Text measured once and laid out for many proposals.
public struct PreparedText: Sendable {
  public let string: String
  public let font: ResolvedFont

  public init(_ string: String, font: ResolvedFont) {
    self.string = string
    self.font = font
  }

  /// The width of the text on one line.
  public var idealWidth: Double { Double(string.count) * font.pointSize * 0.5 }

  /// Breaks the text into lines no wider than `width` (`nil`: one line per paragraph), at most
  /// `lineLimit` lines and as many as fit in `height`, truncating the last line with "…".
  public func layout(width: Double?, height: Double?, lineLimit: Int?) -> TextLayout {
    TextLayout(
      lines: [TextLine(text: string, width: idealWidth)],
      size: Size(width: idealWidth, height: font.lineHeight), isTruncated: false)
  }
}
