/// End-of-text truncation: the last visible line refilled with the rest of its paragraph and cut
/// between characters so that it and a trailing "…" fit, as UIKit's default tail truncation does.
enum Truncation {
  /// The ellipsis drawn at the end of a truncated line.
  static let ellipsis: Unicode.Scalar = "\u{2026}"

  /// The part of the last line that goes before the "…": clusters from `line.firstCluster` up to
  /// `paragraphEnd` while they and the ellipsis (`ellipsisUnits`) fit in `width` points, with
  /// trailing spaces dropped. It may be empty: then the line is "…" alone, the narrowest a
  /// truncated line can be.
  static func lastLine(
    _ line: LineSpan, paragraphEnd: Int32, clusters: [TextCluster], ellipsisUnits: Double,
    width: Double, scale: Double
  ) -> LineSpan {
    var result = LineSpan(firstCluster: line.firstCluster, contentEnd: line.firstCluster, units: 0)
    var units = 0.0
    var c = line.firstCluster
    while c < paragraphEnd {
      let cluster = clusters[Int(c)]
      units += Double(cluster.units)
      if (units + ellipsisUnits) * scale > width { break }
      c += 1
      if !cluster.isSpace {
        result.contentEnd = c
        result.units = units
      }
    }
    return result
  }
}
