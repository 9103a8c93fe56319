/// One laid-out line of text.
public struct TextLine: Sendable, Hashable {
  /// The characters on the line, ending in "…" when the layout truncated it.
  public var text: String
  /// The line's advance width in points.
  public var width: Double

  package init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}

/// Text broken into lines for a width: the lines, the size they take, whether any text was cut.
///
/// The layout engine makes one per text node but most callers read few of their lines, so a
/// layout made by the engine keeps only the prepared text and the proposal, and builds the line
/// strings when `lines` is read (each read re-wraps: cheap, and no strings for unread lines).
/// Equality and hashing are by the lines, the size and the truncation, however they are stored.
public struct TextLayout: Sendable, Hashable {
  /// The lines, built on each read from the prepared text when the layout was made by the engine.
  public var lines: [TextLine] {
    get {
      switch storage {
      case .built(let lines): lines
      case .deferred(let text, let width, let maxLines):
        text.lines(widthLimit: width, maxLines: maxLines, fontScale: fontScale)
      }
    }
    set { storage = .built(newValue) }
  }
  public var size: Size
  /// Whether the layout dropped text (line limit or height) and ended the last line with "…".
  public var isTruncated: Bool
  /// The fraction of its font's size the text shrank to so that it fits (`minimumScaleFactor`);
  /// 1 when it did not shrink.
  public var fontScale: Double
  private var storage: Storage

  /// Where the lines come from: given, or wrapped from a prepared text when read.
  private enum Storage: Sendable {
    case built([TextLine])
    case deferred(PreparedText, widthLimit: Double, maxLines: Int)
  }

  package init(lines: [TextLine], size: Size, isTruncated: Bool, fontScale: Double = 1) {
    self.storage = .built(lines)
    self.size = size
    self.isTruncated = isTruncated
    self.fontScale = fontScale
  }

  /// A layout whose lines `text` wraps at `widthLimit` into at most `maxLines` when read.
  init(
    deferred text: PreparedText, widthLimit: Double, maxLines: Int, fontScale: Double, size: Size,
    isTruncated: Bool
  ) {
    self.storage = .deferred(text, widthLimit: widthLimit, maxLines: maxLines)
    self.size = size
    self.isTruncated = isTruncated
    self.fontScale = fontScale
  }

  public static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
    lhs.size == rhs.size && lhs.isTruncated == rhs.isTruncated && lhs.fontScale == rhs.fontScale
      && lhs.lines == rhs.lines
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(lines)
    hasher.combine(size)
    hasher.combine(isTruncated)
    hasher.combine(fontScale)
  }
}
