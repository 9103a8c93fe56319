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
  /// The store this one continues (a retained layout's texts before an edit): texts below
  /// `firstIndex` are its, so an edit measures only its own texts and the earlier ones keep
  /// their indices.
  private let earlier: TextStore?
  /// The index of this store's first text.
  private let firstIndex: Int32
  /// How many stores this one continues, itself included.
  let chainLength: Int

  /// What is known of one text besides its clusters and segments.
  struct Entry: Sendable {
    var font: ResolvedFont
    /// Reserved lines, line spacing, shrinking and where truncation cuts.
    var options: TextOptions
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
    private var earlier: TextStore?
    private var firstIndex: Int32 = 0
    /// The metrics of the last face measured, and its "…" advance: most texts of a tree share a
    /// face, and looking them up per text cost more than measuring a short label.
    private var metrics: (face: FontFace, metrics: FontMetrics, ellipsisUnits: Double)?

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

    /// A builder of texts numbered after `store`'s, whose store answers for both.
    init(continuing store: TextStore) {
      earlier = store
      firstIndex = store.endIndex
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
    mutating func add(_ string: String, font: ResolvedFont, options: TextOptions = TextOptions()) -> Int32 {
      let face = font.face
      if metrics?.face != face {
        let fontMetrics = FontMetrics(face: face)
        metrics = (face, fontMetrics, fontMetrics.units(of: Truncation.ellipsis))
      }
      let (_, metrics, ellipsisUnits) = metrics!
      let scale = font.pointSize / FontMetricsTable.unitsPerEm
      let (range, widest) = measured.append(
        string, metrics: metrics, tracking: options.tracking == 0 ? 0 : options.tracking / scale)
      let unlimited = LineBreaker.wrap(
        clusters: measured.clusters, segments: measured.segments, range: range, width: .infinity,
        scale: scale, maxLines: .max, keepLines: false)
      strings.append(string)
      entries.append(
        Entry(
          font: font, options: options, isEmpty: string.isEmpty, segments: range, scale: scale,
          ellipsisUnits: ellipsisUnits,
          widestParagraphUnits: widest,
          unlimitedWidestUnits: max(unlimited.widestBeforeLast, unlimited.last.units),
          unlimitedCount: unlimited.count, unlimitedIsTruncated: unlimited.isTruncated))
      return firstIndex + Int32(entries.count - 1)
    }

    /// The store of the texts added so far.
    func build() -> TextStore { TextStore(self) }

    fileprivate var parts:
      (
        strings: [String], entries: [Entry], measured: TextSegments, recycles: Bool, earlier: TextStore?,
        firstIndex: Int32
      )
    { (strings, entries, measured, recycles, earlier, firstIndex) }
  }

  private init(_ builder: Builder) {
    let parts = builder.parts
    strings = parts.strings
    entries = parts.entries
    clusters = parts.measured.clusters
    segments = parts.measured.segments
    recycles = parts.recycles
    earlier = parts.earlier
    firstIndex = parts.firstIndex
    chainLength = (parts.earlier?.chainLength ?? 0) + 1
  }

  /// The index after this store's last text.
  var endIndex: Int32 { firstIndex + Int32(entries.count) }

  /// Text `t`'s place in this store's own arrays.
  @inline(__always)
  private func local(_ t: Int32) -> Int { Int(t - firstIndex) }

  deinit {
    guard recycles else { return }
    TextArrays.recycle(
      TextArrays(strings: strings, entries: entries, clusters: clusters, segments: segments))
  }

  func string(_ t: Int32) -> String {
    if t < firstIndex { return earlier!.string(t) }
    return strings[local(t)]
  }

  func font(_ t: Int32) -> ResolvedFont {
    if t < firstIndex { return earlier!.font(t) }
    return entries[local(t)].font
  }

  /// The width of text `t` with every paragraph on one line: the widest paragraph.
  func idealWidth(_ t: Int32) -> Double {
    if t < firstIndex { return earlier!.idealWidth(t) }
    let entry = entries[local(t)]
    return entry.widestParagraphUnits * entry.scale
  }

  /// `PreparedText.layout(width:height:lineLimit:)` of text `t`.
  func layout(_ t: Int32, width: Double?, height: Double?, lineLimit: Int?) -> TextLayout {
    if t < firstIndex { return earlier!.layout(t, width: width, height: height, lineLimit: lineLimit) }
    let limit = widthLimit(width)
    let fit = fit(t, limit: limit, height: height, lineLimit: lineLimit)
    return TextLayout(
      deferred: PreparedText(store: self, index: t), widthLimit: limit, maxLines: fit.maxLines,
      fontScale: fit.fontScale, size: fit.size, isTruncated: fit.isTruncated)
  }

  /// The lines of text `t` for a width limit (`.infinity`: unlimited), a line capacity and the
  /// fraction of its font size it shrank to (`minimumScaleFactor`).
  func lines(_ t: Int32, widthLimit limit: Double, maxLines: Int, fontScale: Double = 1) -> [TextLine] {
    if t < firstIndex {
      return earlier!.lines(t, widthLimit: limit, maxLines: maxLines, fontScale: fontScale)
    }
    let entry = entries[local(t)]
    if entry.isEmpty { return [] }
    let scale = entry.scale * fontScale
    let wrapped = wrap(entry, width: limit, maxLines: maxLines, keepLines: true, scale: scale)
    var lines: [TextLine] = []
    lines.reserveCapacity(wrapped.lines.count)
    for (index, span) in wrapped.lines.enumerated() {
      if wrapped.isTruncated && index == wrapped.lines.count - 1 {
        let kept = truncatedLastLine(entry, wrapped, width: limit, scale: scale)
        lines.append(
          TextLine(
            text: text(t, of: kept.before) + "…" + text(t, of: kept.after),
            width: (kept.units + entry.ellipsisUnits) * scale))
      } else {
        lines.append(TextLine(text: text(t, of: span), width: span.units * scale))
      }
    }
    return lines
  }

  /// `PreparedText.size(width:height:lineLimit:)` of text `t`.
  func size(_ t: Int32, width: Double?, height: Double?, lineLimit: Int?) -> Size {
    if t < firstIndex { return earlier!.size(t, width: width, height: height, lineLimit: lineLimit) }
    return fit(t, limit: widthLimit(width), height: height, lineLimit: lineLimit).size
  }

  /// The lines text `t` shows for a proposal (reserved lines not counted), the font scale it
  /// shrank to and its line spacing: what its baselines are placed from (`Layouter+Baselines`).
  func lineBoxes(_ t: Int32, width: Double?, height: Double?, lineLimit: Int?) -> (
    count: Int, fontScale: Double, lineSpacing: Double
  ) {
    if t < firstIndex { return earlier!.lineBoxes(t, width: width, height: height, lineLimit: lineLimit) }
    let entry = entries[local(t)]
    if entry.isEmpty { return (0, 1, entry.options.lineSpacing) }
    let limit = widthLimit(width)
    let fit = fit(t, limit: limit, height: height, lineLimit: lineLimit)
    let wrapped = wrap(
      entry, width: limit, maxLines: fit.maxLines, keepLines: false, scale: entry.scale * fit.fontScale)
    return (wrapped.count, fit.fontScale, entry.options.lineSpacing)
  }

  /// How text `t` fits a proposal: its size, the lines it may take, whether it truncates, and the
  /// font scale it shrank to.
  private struct Fit {
    var size: Size
    var isTruncated: Bool
    var maxLines: Int
    var fontScale: Double
  }

  /// Text `t` wrapped at `limit` within `height` and `lineLimit`; when it truncates at its size
  /// and may shrink (`minimumScaleFactor` below 1), the largest scale down to the factor at which
  /// it no longer truncates (to within 2⁻²⁴ of the range), or the factor when none does.
  private func fit(_ t: Int32, limit: Double, height: Double?, lineLimit: Int?) -> Fit {
    let entry = entries[local(t)]
    func attempt(_ fontScale: Double) -> Fit {
      let maxLines = limit == 0 ? 1 : maxLines(entry, height, lineLimit, fontScale: fontScale)
      let (size, isTruncated) = measure(entry, limit: limit, maxLines: maxLines, fontScale: fontScale)
      return Fit(size: size, isTruncated: isTruncated, maxLines: maxLines, fontScale: fontScale)
    }
    let whole = attempt(1)
    let factor = entry.options.minimumScaleFactor
    guard whole.isTruncated, factor < 1 else { return whole }
    var best = attempt(factor)
    guard !best.isTruncated else { return best }
    var low = factor
    var high = 1.0
    for _ in 0..<24 {
      let middle = (low + high) / 2
      let candidate = attempt(middle)
      if candidate.isTruncated {
        high = middle
      } else {
        low = middle
        best = candidate
      }
    }
    return best
  }

  /// The size of `entry` wrapped at `limit` in at most `maxLines` lines with its font scaled by
  /// `fontScale`, and whether it truncates.
  private func measure(_ entry: Entry, limit: Double, maxLines: Int, fontScale: Double) -> (
    size: Size, isTruncated: Bool
  ) {
    if entry.isEmpty { return (Size(width: 0, height: 0), false) }
    let scale = entry.scale * fontScale
    // A width that holds every paragraph on one line (each shorter line's fit test is a partial
    // sum of it) and room for every paragraph: the unlimited wrap is the answer, no wrap needed.
    let unlimitedWidest = entry.unlimitedWidestUnits * scale
    if unlimitedWidest <= limit && entry.unlimitedCount <= maxLines && !entry.unlimitedIsTruncated {
      return (
        Size(
          width: unlimitedWidest, height: height(of: entry, lines: entry.unlimitedCount, fontScale: fontScale)
        ),
        false
      )
    }
    let wrapped = wrap(entry, width: limit, maxLines: maxLines, keepLines: false, scale: scale)
    guard wrapped.count > 0 else { return (Size(width: 0, height: 0), wrapped.isTruncated) }
    let lastWidth: Double
    if wrapped.isTruncated {
      lastWidth =
        (truncatedLastLine(entry, wrapped, width: limit, scale: scale).units + entry.ellipsisUnits) * scale
    } else {
      lastWidth = wrapped.last.units * scale
    }
    // Scaling preserves order, so the widest line in units is the widest in points.
    let widest = max(wrapped.widestBeforeLast * scale, lastWidth)
    return (
      Size(width: widest, height: height(of: entry, lines: wrapped.count, fontScale: fontScale)),
      wrapped.isTruncated
    )
  }

  /// The height of `lines` lines of `entry` (at least its reserved lines), with its line spacing
  /// between them.
  private func height(of entry: Entry, lines: Int, fontScale: Double) -> Double {
    let count = max(lines, entry.options.reservedLines)
    return Double(count) * entry.font.lineHeight * fontScale + Double(max(0, count - 1))
      * entry.options.lineSpacing
  }

  private func wrap(_ entry: Entry, width: Double, maxLines: Int, keepLines: Bool, scale: Double)
    -> WrappedLines
  {
    LineBreaker.wrap(
      clusters: clusters, segments: segments, range: entry.segments, width: width, scale: scale,
      maxLines: maxLines, keepLines: keepLines)
  }

  /// A proposed width as the line breaker takes it: `nil` and infinity mean unlimited.
  private func widthLimit(_ width: Double?) -> Double {
    width.map { $0.isFinite ? max(0, $0) : .infinity } ?? .infinity
  }

  /// The part of a truncated wrap's last line kept around the "…", in the text's truncation mode.
  private func truncatedLastLine(_ entry: Entry, _ wrapped: WrappedLines, width: Double, scale: Double)
    -> Truncation.Line
  {
    Truncation.lastLine(
      wrapped.last, paragraphEnd: wrapped.paragraphEnd, clusters: clusters,
      ellipsisUnits: entry.ellipsisUnits, width: width, scale: scale, mode: entry.options.truncationMode)
  }

  /// How many lines the proposal allows `entry`: `lineLimit` and the whole lines (with the line
  /// spacing between them, the font scaled by `fontScale`) that fit in `height`, never fewer
  /// than one.
  private func maxLines(_ entry: Entry, _ height: Double?, _ lineLimit: Int?, fontScale: Double) -> Int {
    let lineHeight = entry.font.lineHeight * fontScale
    let spacing = entry.options.lineSpacing
    var count = Int.max
    if let lineLimit { count = max(1, lineLimit) }
    if let height, height.isFinite, lineHeight > 0 {
      let fitting = ((height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
      count = min(count, max(1, fitting < Double(Int.max) ? Int(fitting) : Int.max))
    }
    return count
  }

  /// The characters of a line of text `t`, cut from its string by UTF-8 offsets.
  func text(_ t: Int32, of span: LineSpan) -> String {
    guard span.contentEnd > span.firstCluster else { return "" }
    if t < firstIndex { return earlier!.text(t, of: span) }
    let string = strings[local(t)]
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
