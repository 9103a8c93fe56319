/// Truncation of the last visible line: the line refilled with the rest of its paragraph and cut
/// between characters so that what is kept and a "…" fit, as UIKit truncates: the "…" at the end
/// (`tail`, the default), at the start (`head`: the end of the paragraph is kept) or in the
/// middle (`middle`: its start and its end, the two halves as even in width as characters allow).
enum Truncation {
  /// The ellipsis drawn in a truncated line.
  static let ellipsis: Unicode.Scalar = "\u{2026}"

  /// A truncated line: the clusters before the "…" and the clusters after it (either may be
  /// empty), and their width together without the "…", in font units.
  struct Line: Sendable, Hashable {
    var before: LineSpan
    var after: LineSpan
    var units: Double { before.units + after.units }
  }

  /// The last line of a truncated wrap in `mode`: clusters from `line.firstCluster` up to
  /// `paragraphEnd`, as many as fit in `width` points with the ellipsis (`ellipsisUnits`); spaces
  /// next to the "…" are dropped. Both parts may be empty: then the line is "…" alone, the
  /// narrowest a truncated line can be.
  static func lastLine(
    _ line: LineSpan, paragraphEnd: Int32, clusters: [TextCluster], ellipsisUnits: Double,
    width: Double, scale: Double, mode: TruncationMode = .tail
  ) -> Line {
    let start = line.firstCluster
    let empty = { (at: Int32) in LineSpan(firstCluster: at, contentEnd: at, units: 0) }
    func fits(_ units: Double) -> Bool { (units + ellipsisUnits) * scale <= width }
    switch mode {
    case .tail:
      return Line(before: prefix(from: start, to: paragraphEnd, clusters, fits), after: empty(paragraphEnd))
    case .head:
      return Line(before: empty(start), after: suffix(from: start, to: paragraphEnd, clusters, fits))
    case .middle:
      // Characters are taken from the two ends in turn, the narrower side first, while all fit.
      var front = start
      var back = paragraphEnd
      var frontUnits = 0.0
      var backUnits = 0.0
      while front < back {
        let takesFront = frontUnits <= backUnits
        let cluster = clusters[Int(takesFront ? front : back - 1)]
        guard fits(frontUnits + backUnits + Double(cluster.units)) else { break }
        if takesFront {
          front += 1
          frontUnits += Double(cluster.units)
        } else {
          back -= 1
          backUnits += Double(cluster.units)
        }
      }
      return Line(
        before: trimmed(LineSpan(firstCluster: start, contentEnd: front, units: frontUnits), clusters),
        after: trimmedStart(
          LineSpan(firstCluster: back, contentEnd: paragraphEnd, units: backUnits), clusters))
    }
  }

  /// The longest run of clusters from `start` that `fits`, trailing spaces dropped.
  private static func prefix(
    from start: Int32, to end: Int32, _ clusters: [TextCluster], _ fits: (Double) -> Bool
  ) -> LineSpan {
    var result = LineSpan(firstCluster: start, contentEnd: start, units: 0)
    var units = 0.0
    var c = start
    while c < end {
      let cluster = clusters[Int(c)]
      units += Double(cluster.units)
      if !fits(units) { break }
      c += 1
      if !cluster.isSpace {
        result.contentEnd = c
        result.units = units
      }
    }
    return result
  }

  /// The longest run of clusters ending at `end` (trailing spaces of the paragraph excluded) that
  /// `fits`, leading spaces dropped.
  private static func suffix(
    from start: Int32, to end: Int32, _ clusters: [TextCluster], _ fits: (Double) -> Bool
  ) -> LineSpan {
    var last = end
    while last > start, clusters[Int(last) - 1].isSpace { last -= 1 }
    var result = LineSpan(firstCluster: last, contentEnd: last, units: 0)
    var units = 0.0
    var c = last
    while c > start {
      let cluster = clusters[Int(c) - 1]
      units += Double(cluster.units)
      if !fits(units) { break }
      c -= 1
      if !cluster.isSpace {
        result.firstCluster = c
        result.units = units
      }
    }
    return result
  }

  /// `span` without its trailing spaces.
  private static func trimmed(_ span: LineSpan, _ clusters: [TextCluster]) -> LineSpan {
    var span = span
    while span.contentEnd > span.firstCluster, clusters[Int(span.contentEnd) - 1].isSpace {
      span.contentEnd -= 1
      span.units -= Double(clusters[Int(span.contentEnd)].units)
    }
    return span
  }

  /// `span` without its leading spaces, nor the paragraph's trailing ones.
  private static func trimmedStart(_ span: LineSpan, _ clusters: [TextCluster]) -> LineSpan {
    var span = trimmed(span, clusters)
    while span.firstCluster < span.contentEnd, clusters[Int(span.firstCluster)].isSpace {
      span.units -= Double(clusters[Int(span.firstCluster)].units)
      span.firstCluster += 1
    }
    return span
  }
}
