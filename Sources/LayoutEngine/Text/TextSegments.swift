/// One user-perceived character as the line breaker sees it: a base scalar with the zero-width
/// scalars that attach to it (combining marks, joiners, emoji modifiers, a flag's second half).
/// Lines break only between clusters, and a line always holds at least one.
struct TextCluster: Sendable, Hashable {
  /// UTF-8 offsets of the cluster in the string, so line strings are cut without re-scanning.
  var start: Int32
  var end: Int32
  /// The advance in font units (`FontMetricsTable.unitsPerEm` per em).
  var units: Float
  /// A space: it may hang past the line's end and does not count in the line's width.
  var isSpace: Bool
}

/// A run between two break opportunities: a word with its trailing spaces, a single CJK
/// character, or an empty paragraph. Measured once, so wrapping only adds numbers.
struct TextSegment: Sendable, Hashable {
  /// The segment's clusters are `firstCluster..<end`; `contentEnd` excludes the trailing spaces.
  var firstCluster: Int32
  var contentEnd: Int32
  var end: Int32
  /// Widths in font units without and with the trailing spaces.
  var contentUnits: Double
  var fullUnits: Double
  /// The segment ends its paragraph: a forced line break follows.
  var endsParagraph: Bool
}

/// Strings cut into clusters and break segments, measured with their fonts' advances, all in two
/// shared arrays: a tree's texts are appended one after another, so a layout allocates two arrays
/// for all its texts rather than two per text. Cluster indices are absolute (into `clusters`);
/// each cluster's UTF-8 offsets are relative to its own string.
///
/// Paragraphs are separated by "\n"; each paragraph's last segment has `endsParagraph` set and an
/// empty paragraph is one empty segment, so a wrapper walks a single array.
struct TextSegments: Sendable, Hashable {
  var clusters: [TextCluster] = []
  var segments: [TextSegment] = []

  /// Measures `string` once with `metrics` and appends it, each character `tracking` font units
  /// wider than its advance (`kerning`, `tracking`); returns its segments' range and its widest
  /// paragraph in font units, trailing spaces excluded.
  mutating func append(_ string: String, metrics: FontMetrics, tracking: Double = 0) -> (
    segments: Range<Int32>, widestParagraphUnits: Double
  ) {
    // The arrays move into the builder and back, so appending never copies them.
    var builder = SegmentBuilder(metrics: metrics, clusters: [], segments: [])
    builder.tracking = Float(tracking)
    swap(&builder.clusters, &clusters)
    swap(&builder.segments, &segments)
    builder.start()
    let firstSegment = Int32(builder.segments.count)
    // ASCII text (almost all of it) is read byte by byte: each byte is its scalar, so the
    // scalar decoding is skipped; anything else goes scalar by scalar.
    let wasASCII =
      string.utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        for n in bytes.indices {
          builder.add(Unicode.Scalar(bytes[n]), start: Int32(n), end: Int32(n) + 1)
        }
        return true
      } ?? false
    if !wasASCII {
      var offset: Int32 = 0
      for scalar in string.unicodeScalars {
        let length = Int32(UTF8.width(scalar))
        builder.add(scalar, start: offset, end: offset + length)
        offset += length
      }
    }
    builder.endParagraph()
    swap(&builder.clusters, &clusters)
    swap(&builder.segments, &segments)
    return (firstSegment..<Int32(segments.count), builder.widest)
  }
}

/// The state of the single pass that clusters and segments a string: pure bookkeeping, kept out of
/// `TextSegments.init` so each rule reads as one small function.
private struct SegmentBuilder {
  let metrics: FontMetrics
  /// Font units added to every cluster's advance.
  var tracking: Float = 0
  var clusters: [TextCluster] = []
  var segments: [TextSegment] = []
  var widest: Double = 0

  /// The open segment: its first cluster, where its content ends, its widths.
  var segmentStart: Int32 = 0
  var contentEnd: Int32 = 0
  var contentUnits: Double = 0
  var trailingUnits: Double = 0
  /// No more content may join the open segment (after a wide character or a hyphen).
  var closed = false
  /// The width of the paragraph so far, including the open segment's trailing spaces.
  var paragraphUnits: Double = 0
  var paragraphContentUnits: Double = 0
  /// The first cluster of the current paragraph: nothing before it may attach across a "\n".
  var paragraphStart: Int32 = 0
  var afterJoiner = false
  var openRegionalIndicator = false
  var lastIsWide = false

  init(metrics: FontMetrics, clusters: [TextCluster], segments: [TextSegment]) {
    self.metrics = metrics
    self.clusters = clusters
    self.segments = segments
  }

  /// Starts a string after the clusters already in the arrays.
  mutating func start() {
    segmentStart = clusterCount
    contentEnd = clusterCount
    paragraphStart = clusterCount
  }

  var clusterCount: Int32 { Int32(clusters.count) }

  /// Takes the next scalar of the string at UTF-8 offsets `start..<end`.
  @inline(__always)
  mutating func add(_ scalar: Unicode.Scalar, start: Int32, end: Int32) {
    let value = scalar.value
    if value == 0x0A {
      endParagraph()
      return
    }
    if value >= 0x20 && value <= 0x7E {
      afterJoiner = false
      openRegionalIndicator = false
      append(
        TextCluster(start: start, end: end, units: Float(metrics.asciiUnits(value)), isSpace: value == 0x20),
        wide: false, hyphen: value == 0x2D)
      return
    }
    let isSpace = FontMetrics.isBreakingSpace(value)
    if !isSpace && clusterCount > paragraphStart && joinsPrevious(scalar) {
      attach(scalar, end: end)
      return
    }
    afterJoiner = false
    openRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
    let units = value == 0x09 ? metrics.units(of: " ") : metrics.units(of: scalar)
    append(
      TextCluster(start: start, end: end, units: Float(units), isSpace: isSpace),
      wide: !isSpace && FontMetrics.isWide(scalar), hyphen: FontMetrics.isHyphen(value))
  }

  /// Whether a scalar continues the previous cluster instead of starting one.
  func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
    if afterJoiner || FontMetrics.isZeroWidth(scalar) { return true }
    if scalar.properties.isEmojiModifier { return true }
    return openRegionalIndicator && (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Extends the last cluster by a zero-width scalar; an emoji presentation selector turns a
  /// narrow symbol (❤ + U+FE0F) into a 1 em emoji.
  mutating func attach(_ scalar: Unicode.Scalar, end: Int32) {
    let last = clusters.count - 1
    clusters[last].end = end
    afterJoiner = scalar.value == 0x200D
    openRegionalIndicator = false
    if scalar.value == 0xFE0F && !lastIsWide && !clusters[last].isSpace {
      let delta = FontMetrics.em + Double(tracking) - Double(clusters[last].units)
      clusters[last].units = Float(FontMetrics.em) + tracking
      contentUnits += delta
      paragraphUnits += delta
      paragraphContentUnits = paragraphUnits
      lastIsWide = true
    }
  }

  /// Adds a new cluster to the open segment, or opens a new segment at a break opportunity.
  @inline(__always)
  mutating func append(_ cluster: TextCluster, wide: Bool, hyphen: Bool) {
    let index = clusterCount
    var cluster = cluster
    cluster.units += tracking
    clusters.append(cluster)
    lastIsWide = wide
    let units = Double(cluster.units)
    let hasContent = contentEnd > segmentStart
    if cluster.isSpace && hasContent {
      trailingUnits += units
      paragraphUnits += units
      return
    }
    if hasContent && (closed || trailingUnits > 0 || wide || index > contentEnd) {
      closeSegment(endsParagraph: false, end: index)
      segmentStart = index
    }
    contentEnd = index + 1
    contentUnits += units
    paragraphUnits += units
    paragraphContentUnits = paragraphUnits
    closed = wide || (hyphen && contentEnd - segmentStart > 1)
  }

  /// Stores the open segment (clusters up to `end`) and starts an empty one.
  mutating func closeSegment(endsParagraph: Bool, end: Int32) {
    segments.append(
      TextSegment(
        firstCluster: segmentStart, contentEnd: max(contentEnd, segmentStart), end: end,
        contentUnits: contentUnits, fullUnits: contentUnits + trailingUnits, endsParagraph: endsParagraph))
    segmentStart = end
    contentEnd = end
    contentUnits = 0
    trailingUnits = 0
    closed = false
  }

  /// Ends the paragraph at a "\n" or at the end of the string.
  mutating func endParagraph() {
    closeSegment(endsParagraph: true, end: clusterCount)
    widest = max(widest, paragraphContentUnits)
    paragraphUnits = 0
    paragraphContentUnits = 0
    paragraphStart = clusterCount
    afterJoiner = false
    openRegionalIndicator = false
  }
}

extension FontMetrics {
  /// Spaces a line may break after: the ASCII space, tab, the typographic spaces and the
  /// ideographic space; the no-break spaces (U+00A0, U+2007, U+202F) are not among them.
  static func isBreakingSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Dashes a line may break after, as in "Wi-" / "Fi".
  static func isHyphen(_ value: UInt32) -> Bool {
    switch value {
    case 0x2D, 0x2010, 0x2013, 0x2014: true
    default: false
    }
  }
}
