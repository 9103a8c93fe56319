/// Where a scroll view or list is scrolled to, and how far it can go: what the engine applied, so
/// the previewer can clamp its own offsets, draw scroll indicators and report them.
public struct ScrollPosition: Sendable, Hashable {
  /// The axis the content scrolls along (a `List` scrolls vertically).
  public var axis: Axis
  /// The offset applied, in points along `axis`, from 0 (the top, or the leading edge) to
  /// `maximumOffset`.
  public var offset: Double
  /// The content's length along `axis`.
  public var contentLength: Double
  /// The visible length along `axis` (the scroll view's frame).
  public var viewportLength: Double

  public init(axis: Axis, offset: Double, contentLength: Double, viewportLength: Double) {
    self.axis = axis
    self.offset = offset
    self.contentLength = contentLength
    self.viewportLength = viewportLength
  }

  /// The furthest the content scrolls: how much longer it is than the viewport, 0 when it fits.
  public var maximumOffset: Double { Self.maximumOffset(content: contentLength, viewport: viewportLength) }

  /// Whether the content is longer than the viewport.
  public var canScroll: Bool { maximumOffset > 0 }

  /// How much longer `content` is than `viewport`, 0 when it fits.
  static func maximumOffset(content: Double, viewport: Double) -> Double {
    let overflow = content - viewport
    return overflow.isFinite ? max(0, overflow) : 0
  }

  /// `requested` brought into 0 ... the maximum for `content` in `viewport` (0 when not finite).
  static func clamped(_ requested: Double, content: Double, viewport: Double) -> Double {
    guard requested.isFinite else { return 0 }
    return min(max(0, requested), maximumOffset(content: content, viewport: viewport))
  }
}
