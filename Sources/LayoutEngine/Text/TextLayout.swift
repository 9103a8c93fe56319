/// One laid-out line of text.
public struct TextLine: Sendable, Hashable {
  /// The characters on the line, ending in "…" when the layout truncated it.
  public var text: String
  /// The line's advance width in points.
  public var width: Double

  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}

/// Text broken into lines for a width: the lines, the size they take, whether any text was cut.
public struct TextLayout: Sendable, Hashable {
  public var lines: [TextLine]
  public var size: Size
  /// Whether the layout dropped text (line limit or height) and ended the last line with "…".
  public var isTruncated: Bool

  public init(lines: [TextLine], size: Size, isTruncated: Bool) {
    self.lines = lines
    self.size = size
    self.isTruncated = isTruncated
  }
}
