/// A laid-out line before it becomes a `TextLine`: cluster indices and a width, no string, so the
/// many sizing passes of a layout never build strings they throw away.
struct LineSpan: Sendable, Hashable {
  /// The line's clusters are `firstCluster..<contentEnd` (trailing spaces excluded).
  var firstCluster: Int32
  var contentEnd: Int32
  /// The width in font units, trailing spaces excluded.
  var units: Double
}

/// The lines of a wrap and whether text was left over once `maxLines` were filled.
///
/// Sizing needs only the line count and the widths, so `lines` is filled only when the caller
/// asks for it (placement); the other fields are always kept and cost no allocation.
struct WrappedLines: Sendable, Hashable {
  /// Every line, when the wrap was asked to keep them; empty otherwise.
  var lines: [LineSpan] = []
  /// How many lines the wrap produced.
  var count = 0
  /// The last line produced (the one truncation shortens).
  var last = LineSpan(firstCluster: 0, contentEnd: 0, units: 0)
  /// The widest line before `last`, in font units (0 when there is only one line).
  var widestBeforeLast = 0.0
  /// Text remains after the last line: the caller truncates the last line with "…".
  var isTruncated = false
  /// The cluster where the last line's paragraph ends: the truncated last line may run up to it.
  var paragraphEnd: Int32 = 0
}

/// Greedy line breaking over measured segments, the way UIKit and SwiftUI wrap by default.
enum LineBreaker {
  /// Breaks `text` into lines no wider than `width` points (`.infinity`: one line per paragraph),
  /// at most `maxLines` of them.
  ///
  /// Words (segments) go on a line while the line's content fits; trailing spaces may hang past
  /// the edge and never count. A word wider than a whole line is broken between clusters, and a
  /// line always holds at least one cluster, so the only line that can exceed `width` is a single
  /// character wider than it. `scale` converts font units to points; widths are compared in
  /// points so a line reported as fitting is never wider than `width` after conversion.
  /// `keepLines` fills `WrappedLines.lines`; without it the wrap allocates nothing. The text is
  /// `segments[range]`, whose cluster indices point into `clusters`.
  static func wrap(
    clusters: [TextCluster], segments: [TextSegment], range: Range<Int32>, width: Double,
    scale: Double, maxLines: Int, keepLines: Bool
  ) -> WrappedLines {
    var result = WrappedLines()
    let end = Int(range.upperBound)
    var open = false
    var line = LineSpan(firstCluster: 0, contentEnd: 0, units: 0)
    var fullUnits = 0.0

    /// Closes the open line; true when that filled `maxLines` with text still to come.
    func emit(moreFollows: Bool, at segment: Int) -> Bool {
      if result.count > 0 { result.widestBeforeLast = max(result.widestBeforeLast, result.last.units) }
      result.last = line
      result.count += 1
      if keepLines { result.lines.append(line) }
      open = false
      guard result.count >= maxLines, moreFollows else { return false }
      result.isTruncated = true
      var s = segment
      while s < end - 1 && !segments[s].endsParagraph { s += 1 }
      result.paragraphEnd = segments[s].end
      return true
    }

    var s = Int(range.lowerBound)
    while s < end {
      let segment = segments[s]
      if open {
        if (fullUnits + segment.contentUnits) * scale <= width {
          line.units = fullUnits + segment.contentUnits
          line.contentEnd = segment.contentEnd
          fullUnits += segment.fullUnits
        } else {
          // The truncated line restarts at the line's own first cluster, in the same paragraph.
          if emit(moreFollows: true, at: s) { return result }
        }
      }
      if !open {
        open = true
        let trailing = segment.fullUnits - segment.contentUnits
        if segment.contentUnits * scale <= width || segment.contentEnd - segment.firstCluster <= 1 {
          line = LineSpan(
            firstCluster: segment.firstCluster, contentEnd: segment.contentEnd, units: segment.contentUnits)
          fullUnits = segment.fullUnits
        } else {
          // A word wider than the line: break it between clusters.
          var pieceStart = segment.firstCluster
          var pieceUnits = 0.0
          for c in segment.firstCluster..<segment.contentEnd {
            let units = Double(clusters[Int(c)].units)
            if c > pieceStart && (pieceUnits + units) * scale > width {
              line = LineSpan(firstCluster: pieceStart, contentEnd: c, units: pieceUnits)
              if emit(moreFollows: true, at: s) { return result }
              pieceStart = c
              pieceUnits = 0
            }
            pieceUnits += units
          }
          open = true
          line = LineSpan(firstCluster: pieceStart, contentEnd: segment.contentEnd, units: pieceUnits)
          fullUnits = pieceUnits + trailing
        }
      }
      if segment.endsParagraph {
        if emit(moreFollows: s + 1 < end, at: s) { return result }
      }
      s += 1
    }
    return result
  }
}
