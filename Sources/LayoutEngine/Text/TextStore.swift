/// Texts measured once and laid out for many proposals: all the texts of a tree in one object.
///
/// One store per layout holds every text's string, clusters and segments in shared arrays, so
/// compiling a tree allocates a few arrays for all its texts instead of an object and two arrays
/// per text, and sizing reads them without a retain per call. `PreparedText` is one text of a
/// store; its documentation gives the rules (minimum width, truncation).
final class TextStore: Sendable {
  private let strings: [String]
  private let entries: [Entry]
  /// Every text's clusters and segments, one text after another.
  private let clusters: [TextCluster]
  private let segments: [TextSegment]
  /// The arrays go back to `TextArrays` when the store is freed (stores of a compiled tree).
  private let recycles: Bool

  /// What is known of one text besides its clusters and segments.
  struct Entry: Sendable {
    var font: ResolvedFont
    /// The string is empty: no lines and no size.
    var isEmpty: Bool
    /// The text's segments in `segments`.
    var segments: Range<Int32>
    /// Points per font unit at `font.pointSize`.
    var scale: Double
    /// The advance of "…" in font units.
    var ellipsisUnits: Double
    /// The widest paragraph in font units, trailing spaces excluded.
    var widestParagraphUnits: Double
    /// The wrap at unlimited width (one line per paragraph): its widest line in font units, line
    /// count and truncation. Any width at least that wide wraps the same way, so sizing answers
    /// it from here.
    var unlimitedWidestUnits: Double
    var unlimitedCount: Int
    var unlimitedIsTruncated: Bool
  }

  /// Collects texts, measuring each as it is added.
  struct Builder {
    private var strings: [String] = []
    private var entries: [Entry] = []
    private var measured = TextSegments()
    private var recycles = false
    /// The metrics of the last weight measured, and its "…" advance: most texts of a tree share a
    /// weight, and looking them up per text cost more than measuring a short label.
    private var metrics: (weight: FontWeight, metrics: FontMetrics, ellipsisUnits: Double)?

    /// An empty builder; `reusingKeptArrays` fills the arrays of a freed store (`TextArrays`)
    /// and has the built store give its own back when it is freed.
    init(reusingKeptArrays: Bool = false) {
      guard reusingKeptArrays else { return }
      let kept = TextArrays.take()
      strings = kept.strings
      entries = kept.entries
      measured.clusters = kept.clusters
      measured.segments = kept.segments
      recycles = true
    }

    /// Makes room for `texts` more texts of `bytes` UTF-8 bytes in all, so the arrays do not
    /// grow by doubling while a tree is compiled.
    mutating func reserve(texts: Int, bytes: Int) {
      strings.reserveCapacity(strings.count + texts)
      entries.reserveCapacity(entries.count + texts)
      measured.clusters.reserveCapacity(measured.clusters.count + bytes)
      // A segment is a word with its spaces, so ordinary text has at most one per two bytes.
      measured.segments.reserveCapacity(measured.segments.count + bytes / 2 + texts)
    }

    /// Measures `string` with `font` and returns its index in the store.
    mutating func add(_ string: String, font: ResolvedFont) -> Int32 {
      if metrics?.weight != font.weight {
        let fontMetrics = FontMetrics(weight: font.weight)
        metrics = (font.weight, fontMetrics, fontMetrics.units(of: Truncation.ellipsis))
      }
      let (_, metrics, ellipsisUnits) = metrics!
      let (range, widest) = measured.append(string, metrics: metrics)
      let scale = font.pointSize / FontMetricsTable.unitsPerEm
      let unlimited = LineBreaker.wrap(
        clusters: measured.clusters, segments: measured.segments, range: range, width: .infinity,
        scale: scale, maxLines: .max, keepLines: false)
      strings.append(string)
      entries.append(
        Entry(
          font: font, isEmpty: string.isEmpty, segments: range, scale: scale,
          ellipsisUnits: ellipsisUnits,
          widestParagraphUnits: widest,
          unlimitedWidestUnits: max(unlimited.widestBeforeLast, unlimited.last.units),
          unlimitedCount: unlimited.count, unlimitedIsTruncated: unlimited.isTruncated))
      return Int32(entries.count - 1)
    }

    /// The store of the texts added so far.
    func build() -> TextStore { TextStore(self) }

    fileprivate var parts: (strings: [String], entries: [Entry], measured: TextSegments, recycles: Bool) {
      (strings, entries, measured, recycles)
    }
  }

  private init(_ builder: Builder) {
    let parts = builder.parts
    strings = parts.strings
    entries = parts.entries
    clusters = parts.measured.clusters
    segments = parts.measured.segments
    recycles = parts.recycles
  }

  deinit {
    guard recycles else { return }
    TextArrays.recycle(
      TextArrays(strings: strings, entries: entries, clusters: clusters, segments: segments))
  }

  func string(_ t: Int32) -> String { strings[Int(t)] }
  func font(_ t: Int32) -> ResolvedFont { entries[Int(t)].font }

  /// The width of text `t` with every paragraph on one line: the widest paragraph.
  func idealWidth(_ t: Int32) -> Double {
    let entry = entries[Int(t)]
    return entry.widestParagraphUnits * entry.scale
  }

  /// `PreparedText.layout(width:height:lineLimit:)` of text `t`.
  func layout(_ t: Int32, width: Double?, height: Double?, lineLimit: Int?) -> TextLayout {
    let limit = widthLimit(width)
    let maxLines = capacity(t, limit, height, lineLimit)
    let (size, isTruncated) = measure(t, limit: limit, maxLines: maxLines)
    return TextLayout(
      deferred: PreparedText(store: self, index: t), widthLimit: limit, maxLines: maxLines, size: size,
      isTruncated: isTruncated)
  }

  /// The lines of text `t` for a width limit (`.infinity`: unlimited) and a line capacity.
  func lines(_ t: Int32, widthLimit limit: Double, maxLines: Int) -> [TextLine] {
    let entry = entries[Int(t)]
    if entry.isEmpty { return [] }
    let wrapped = wrap(entry, width: limit, maxLines: maxLines, keepLines: true)
    var lines: [TextLine] = []
    lines.reserveCapacity(wrapped.lines.count)
    for (index, span) in wrapped.lines.enumerated() {
      if wrapped.isTruncated && index == wrapped.lines.count - 1 {
        let kept = truncatedLastLine(entry, wrapped, width: limit)
        lines.append(
          TextLine(text: text(t, of: kept) + "…", width: (kept.units + entry.ellipsisUnits) * entry.scale))
      } else {
        lines.append(TextLine(text: text(t, of: span), width: span.units * entry.scale))
      }
    }
    return lines
  }

  /// `PreparedText.size(width:height:lineLimit:)` of text `t`.
  func size(_ t: Int32, width: Double?, height: Double?, lineLimit: Int?) -> Size {
    let limit = widthLimit(width)
    return measure(t, limit: limit, maxLines: capacity(t, limit, height, lineLimit)).size
  }

  /// The size of text `t` wrapped at `limit` in at most `maxLines` lines, and whether it truncates.
  private func measure(_ t: Int32, limit: Double, maxLines: Int) -> (size: Size, isTruncated: Bool) {
    let entry = entries[Int(t)]
    if entry.isEmpty { return (Size(width: 0, height: 0), false) }
    let scale = entry.scale
    let lineHeight = entry.font.lineHeight
    // A width that holds every paragraph on one line (each shorter line's fit test is a partial
    // sum of it) and room for every paragraph: the unlimited wrap is the answer, no wrap needed.
    let unlimitedWidest = entry.unlimitedWidestUnits * scale
    if unlimitedWidest <= limit && entry.unlimitedCount <= maxLines && !entry.unlimitedIsTruncated {
      return (Size(width: unlimitedWidest, height: Double(entry.unlimitedCount) * lineHeight), false)
    }
    let wrapped = wrap(entry, width: limit, maxLines: maxLines, keepLines: false)
    guard wrapped.count > 0 else { return (Size(width: 0, height: 0), wrapped.isTruncated) }
    let lastWidth: Double
    if wrapped.isTruncated {
      lastWidth = (truncatedLastLine(entry, wrapped, width: limit).units + entry.ellipsisUnits) * scale
    } else {
      lastWidth = wrapped.last.units * scale
    }
    // Scaling preserves order, so the widest line in units is the widest in points.
    let widest = max(wrapped.widestBeforeLast * scale, lastWidth)
    return (Size(width: widest, height: Double(wrapped.count) * lineHeight), wrapped.isTruncated)
  }

  private func wrap(_ entry: Entry, width: Double, maxLines: Int, keepLines: Bool) -> WrappedLines {
    LineBreaker.wrap(
      clusters: clusters, segments: segments, range: entry.segments, width: width, scale: entry.scale,
      maxLines: maxLines, keepLines: keepLines)
  }

  /// A proposed width as the line breaker takes it: `nil` and infinity mean unlimited.
  private func widthLimit(_ width: Double?) -> Double {
    width.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity
  }

  /// The most lines allowed: one at the minimum probe (width 0), else `maxLines`.
  private func capacity(_ t: Int32, _ limit: Double, _ height: Double?, _ lineLimit: Int?) -> Int {
    limit == 0 ? 1 : maxLines(t, height, lineLimit)
  }

  /// The part of a truncated wrap's last line that goes before the "…".
  private func truncatedLastLine(_ entry: Entry, _ wrapped: WrappedLines, width: Double) -> LineSpan {
    Truncation.lastLine(
      wrapped.last, paragraphEnd: wrapped.paragraphEnd, clusters: clusters,
      ellipsisUnits: entry.ellipsisUnits, width: width, scale: entry.scale)
  }

  /// How many lines the proposal allows text `t`: `lineLimit` and the whole lines that fit in
  /// `height`, never fewer than one.
  func maxLines(_ t: Int32, _ height: Double?, _ lineLimit: Int?) -> Int {
    let lineHeight = entries[Int(t)].font.lineHeight
    var count = Int.max
    if let lineLimit { count = max(1, lineLimit) }
    if let height, height.isFinite, lineHeight > 0 {
      let fitting = (height / lineHeight + 1e-9).rounded(.down)
      count = min(count, max(1, fitting < Double(Int.max) ? Int(fitting) : Int.max))
    }
    return count
  }

  /// The characters of a line of text `t`, cut from its string by UTF-8 offsets.
  func text(_ t: Int32, of span: LineSpan) -> String {
    guard span.contentEnd > span.firstCluster else { return "" }
    let string = strings[Int(t)]
    let start = Int(clusters[Int(span.firstCluster)].start)
    let end = Int(clusters[Int(span.contentEnd) - 1].end)
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
