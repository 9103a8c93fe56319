/// Text measured once and laid out for many proposals.
///
/// The layout engine builds one `PreparedText` per text node and asks it for a layout once per
/// proposal, many times per node (ideal, minimum, maximum, the final width). So `init` does all
/// the Unicode work (clusters, break opportunities, advances from `FontMetrics`) and `layout`
/// only adds widths, and reading a layout's lines cuts their strings from UTF-8 offsets.
///
/// **Minimum width.** A width of exactly 0 is the engine's minimum probe, and text answers it
/// with one line truncated as far as it goes: "…" alone (or the text itself when it is a single
/// character). So text's minimum size is the width of "…" by one line, the smallest it can draw
/// while still showing that something is there, as SwiftUI text squeezed by its siblings does.
/// Any other width, however narrow, wraps normally, and a line always holds at least one
/// character (grapheme cluster), so only a single character wider than the offer can overflow it.
/// Answering one line (rather than one character per line) at the probe keeps a text's minimum
/// size independent of the height offered: stacks see the same flexibility (one-line width minus
/// "…") at every level, which keeps the size cache's proposals few and layout linear in depth.
public struct PreparedText: Sendable {
  /// Everything measured at `init`, behind one reference: the layout engine copies a
  /// `PreparedText` out of its array on every sizing call, and one reference costs one
  /// retain/release per copy where the string and the two measured arrays cost three.
  private let storage: Storage

  public var string: String { storage.string }
  public var font: ResolvedFont { storage.font }
  /// The string's clusters and break segments, measured with `font`.
  var measured: TextSegments { storage.measured }
  /// Points per font unit at `font.pointSize`.
  var scale: Double { storage.scale }
  /// The advance of "…" in font units.
  var ellipsisUnits: Double { storage.ellipsisUnits }

  public init(_ string: String, font: ResolvedFont) {
    storage = Storage(string, font: font)
  }

  /// The immutable measurements shared by every copy of a `PreparedText`.
  private final class Storage: Sendable {
    let string: String
    let font: ResolvedFont
    let measured: TextSegments
    let scale: Double
    let ellipsisUnits: Double
    /// The wrap at unlimited width: one line per paragraph, `widestBeforeLast`/`last` giving the
    /// widest. Any width at least that wide wraps the same way, so sizing answers it from here.
    let unlimited: WrappedLines

    init(_ string: String, font: ResolvedFont) {
      self.string = string
      self.font = font
      let metrics = FontMetrics(weight: font.weight)
      self.measured = TextSegments(string, metrics: metrics)
      self.scale = font.pointSize / FontMetricsTable.unitsPerEm
      self.ellipsisUnits = metrics.units(of: Truncation.ellipsis)
      self.unlimited = LineBreaker.wrap(
        measured, width: .infinity, scale: scale, maxLines: .max, keepLines: false)
    }
  }

  /// The width of the text with every paragraph on one line: the widest paragraph.
  public var idealWidth: Double { measured.widestParagraphUnits * scale }

  /// Breaks the text into lines no wider than `width` (`nil`: one line per paragraph), at most
  /// `lineLimit` lines and as many whole lines as fit in `height` (at least one), ending the last
  /// line with "…" when text is left over. An empty string has no lines and no size.
  ///
  /// The size and truncation are computed here; the line strings only when the result's `lines`
  /// are read, so a layout whose lines nobody reads builds no strings.
  public func layout(width: Double?, height: Double?, lineLimit: Int?) -> TextLayout {
    let limit = widthLimit(width)
    let maxLines = capacity(limit, height, lineLimit)
    let (size, isTruncated) = measure(limit: limit, maxLines: maxLines)
    return TextLayout(
      deferred: self, widthLimit: limit, maxLines: maxLines, size: size, isTruncated: isTruncated)
  }

  /// The lines of `layout` for a width limit (`.infinity`: unlimited) and a line capacity.
  func lines(widthLimit limit: Double, maxLines: Int) -> [TextLine] {
    if string.isEmpty { return [] }
    let wrapped = LineBreaker.wrap(measured, width: limit, scale: scale, maxLines: maxLines, keepLines: true)
    var lines: [TextLine] = []
    lines.reserveCapacity(wrapped.lines.count)
    for (index, span) in wrapped.lines.enumerated() {
      if wrapped.isTruncated && index == wrapped.lines.count - 1 {
        let kept = truncatedLastLine(wrapped, width: limit)
        lines.append(TextLine(text: text(of: kept) + "…", width: (kept.units + ellipsisUnits) * scale))
      } else {
        lines.append(TextLine(text: text(of: span), width: span.units * scale))
      }
    }
    return lines
  }

  /// The size `layout(width:height:lineLimit:)` reports, without building lines or strings: the
  /// layout engine's sizing passes call this many times per node and keep only the size.
  public func size(width: Double?, height: Double?, lineLimit: Int?) -> Size {
    let limit = widthLimit(width)
    return measure(limit: limit, maxLines: capacity(limit, height, lineLimit)).size
  }

  /// The size of the wrap at `limit` with at most `maxLines` lines, and whether it truncates.
  private func measure(limit: Double, maxLines: Int) -> (size: Size, isTruncated: Bool) {
    if string.isEmpty { return (Size(width: 0, height: 0), false) }
    // A width that holds every paragraph on one line (each shorter line's fit test is a partial
    // sum of it) and room for every paragraph: the unlimited wrap is the answer, no wrap needed.
    let unlimited = storage.unlimited
    let unlimitedWidest = max(unlimited.widestBeforeLast, unlimited.last.units) * scale
    if unlimitedWidest <= limit && unlimited.count <= maxLines && !unlimited.isTruncated {
      return (Size(width: unlimitedWidest, height: Double(unlimited.count) * font.lineHeight), false)
    }
    let wrapped = LineBreaker.wrap(measured, width: limit, scale: scale, maxLines: maxLines, keepLines: false)
    guard wrapped.count > 0 else { return (Size(width: 0, height: 0), wrapped.isTruncated) }
    let lastWidth: Double
    if wrapped.isTruncated {
      lastWidth = (truncatedLastLine(wrapped, width: limit).units + ellipsisUnits) * scale
    } else {
      lastWidth = wrapped.last.units * scale
    }
    // Scaling preserves order, so the widest line in units is the widest in points.
    let widest = max(wrapped.widestBeforeLast * scale, lastWidth)
    return (Size(width: widest, height: Double(wrapped.count) * font.lineHeight), wrapped.isTruncated)
  }

  /// A proposed width as the line breaker takes it: `nil` and infinity mean unlimited.
  private func widthLimit(_ width: Double?) -> Double {
    width.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity
  }

  /// The most lines allowed: one at the minimum probe (width 0), else `maxLines`.
  private func capacity(_ limit: Double, _ height: Double?, _ lineLimit: Int?) -> Int {
    limit == 0 ? 1 : maxLines(height, lineLimit)
  }

  /// The part of a truncated wrap's last line that goes before the "…".
  private func truncatedLastLine(_ wrapped: WrappedLines, width: Double) -> LineSpan {
    Truncation.lastLine(
      wrapped.last, paragraphEnd: wrapped.paragraphEnd, clusters: measured.clusters,
      ellipsisUnits: ellipsisUnits, width: width, scale: scale)
  }

  /// How many lines the proposal allows: `lineLimit` and the whole lines that fit in `height`,
  /// never fewer than one.
  func maxLines(_ height: Double?, _ lineLimit: Int?) -> Int {
    var count = Int.max
    if let lineLimit { count = max(1, lineLimit) }
    if let height, height.isFinite, font.lineHeight > 0 {
      let fitting = (height / font.lineHeight + 1e-9).rounded(.down)
      count = min(count, max(1, fitting < Double(Int.max) ? Int(fitting) : Int.max))
    }
    return count
  }

  /// The characters of a line, cut from the string by UTF-8 offsets.
  func text(of span: LineSpan) -> String {
    guard span.contentEnd > span.firstCluster else { return "" }
    let start = Int(measured.clusters[Int(span.firstCluster)].start)
    let end = Int(measured.clusters[Int(span.contentEnd) - 1].end)
    let utf8 = string.utf8
    if start == 0 && end == utf8.count { return string }
    if let text = utf8.withContiguousStorageIfAvailable({
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }) {
      return text
    }
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: end - start)
    return String(string[from..<to])
  }
}
