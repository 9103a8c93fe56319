/// How the labels on one row that may run past their frames share the row's free cells, so
/// neighbours all read whole wherever the row holds them (`Message Call Mail`, not
/// `Mess› C› Ma›`), with a blank column between any two.
///
/// Each label asks for its width and may lie anywhere in its reach (the free cells around its
/// frame, its neighbours' frames included). When the row holds every label whole, each sits as
/// near its natural place (hugging its side of its frame, or centred on it) as its neighbours
/// allow, a crowded run of them spreading evenly around their frames' centres. When it does not,
/// those needing the fewest columns beyond their frames are made whole first (a long title is
/// never given the columns two short ones needed), and the columns still free go to the cut ones.
enum RowShare {
  /// One label's request.
  struct Claim: Equatable {
    /// The columns of its frame (what it has without overflowing).
    var frame: Range<Int>
    /// Its width in columns.
    var width: Int
    /// The side of its frame it hugs.
    var side: TextPlacement.Side
    /// The columns it may occupy: free cells around its frame, a blank column short of anything
    /// drawn there.
    var reach: Range<Int>
  }

  /// The columns each claim gets, in the claims' order: as wide as its width when it reads whole,
  /// narrower when cut (its last column then takes the cut marker). `nil` when the row cannot give
  /// every claim a column with a blank between neighbours.
  static func columns(for claims: [Claim]) -> [Range<Int>]? {
    guard !claims.isEmpty else { return [] }
    let order = claims.indices.sorted { a, b in
      let ca = claims[a].frame.lowerBound + claims[a].frame.upperBound
      let cb = claims[b].frame.lowerBound + claims[b].frame.upperBound
      return (ca, a) < (cb, b)
    }
    let sorted = order.map { claims[$0] }
    // Whole widths when they fit; else a column each, then whole in turn those that need the
    // fewest columns beyond their frames (a long title cannot take what two short ones needed),
    // then the columns still free to the cut ones, a column each in turn.
    let full = sorted.map { min($0.width, $0.reach.count) }
    var widths = full
    if !feasible(sorted, widths: widths) {
      widths = full.map { min($0, 1) }
      guard feasible(sorted, widths: widths) else { return nil }
      let byNeed = sorted.indices.sorted {
        (sorted[$0].width - sorted[$0].frame.count, $0) < (sorted[$1].width - sorted[$1].frame.count, $1)
      }
      for index in byNeed {
        let kept = widths[index]
        widths[index] = full[index]
        if !feasible(sorted, widths: widths) { widths[index] = kept }
      }
    }
    var grew = true
    while grew {
      grew = false
      for index in sorted.indices where widths[index] < min(sorted[index].width, sorted[index].reach.count) {
        widths[index] += 1
        if feasible(sorted, widths: widths) { grew = true } else { widths[index] -= 1 }
      }
    }
    let starts = place(sorted, widths: widths)
    var result = [Range<Int>](repeating: 0..<0, count: claims.count)
    for (position, index) in order.enumerated() {
      result[index] = starts[position]..<(starts[position] + widths[position])
    }
    return result
  }

  /// The indices of the claims a row can give a column each with a blank between, in order:
  /// all when it can; else, fewest extra columns beyond their frames first, each that still fits
  /// with those already kept.
  static func kept(_ claims: [Claim]) -> [Int] {
    func fits(_ indices: [Int]) -> Bool {
      let sorted = indices.sorted { a, b in
        (claims[a].frame.lowerBound + claims[a].frame.upperBound, a)
          < (claims[b].frame.lowerBound + claims[b].frame.upperBound, b)
      }
      return feasible(sorted.map { claims[$0] }, widths: sorted.map { min(claims[$0].width, 1) })
    }
    guard !fits(Array(claims.indices)) else { return Array(claims.indices) }
    let byNeed = claims.indices.sorted {
      (claims[$0].width - claims[$0].frame.count, $0) < (claims[$1].width - claims[$1].frame.count, $1)
    }
    var kept: [Int] = []
    for index in byNeed where fits(kept + [index]) { kept.append(index) }
    return kept.sorted()
  }

  /// Whether labels of `widths`, in order, fit their reaches with a blank column between each.
  static func feasible(_ claims: [Claim], widths: [Int]) -> Bool {
    var next = Int.min
    for (claim, width) in zip(claims, widths) {
      let start = max(claim.reach.lowerBound, next)
      guard start + width <= claim.reach.upperBound else { return false }
      next = start + width + 1
    }
    return true
  }

  /// Where a label of `width` would start on its own: whole, hugging its side of its frame (or
  /// centred on it); cut, keeping the edge it hugs.
  static func natural(_ claim: Claim, width: Int) -> Int {
    let frame = claim.frame
    switch claim.side {
    case .center: return frame.lowerBound + (frame.count - width) / 2
    case .left:
      return width < claim.width ? max(frame.lowerBound, claim.reach.lowerBound) : frame.lowerBound
    case .right:
      return width < claim.width
        ? min(frame.upperBound, claim.reach.upperBound) - width : frame.upperBound - width
    }
  }

  /// The start of each label (feasible widths, in order): as near their natural places as their
  /// order allows (a run of labels that would overlap moves as one, to the weighted mean of where
  /// its members want to be, labels that fit their frames weighing most), then moved into their
  /// reaches, left to right.
  static func place(_ claims: [Claim], widths: [Int]) -> [Int] {
    // Pooled adjacent violators on the starts less the room the labels before each take: the
    // least-squares placement that keeps the order and the blank columns.
    var offsets: [Int] = []
    var offset = 0
    for width in widths {
      offsets.append(offset)
      offset += width + 1
    }
    // A label that fits its own frame weighs far more than one running past it: it stays in line
    // with the rows above and below (a time, a count) and the overflowing one moves round it.
    var blocks: [(sum: Double, weight: Double, count: Int)] = []
    for (index, claim) in claims.enumerated() {
      let weight = claim.width <= claim.frame.count ? 1000.0 : 1
      blocks.append((weight * Double(natural(claim, width: widths[index]) - offsets[index]), weight, 1))
      while blocks.count > 1 {
        let last = blocks[blocks.count - 1]
        let previous = blocks[blocks.count - 2]
        guard previous.sum / previous.weight > last.sum / last.weight else { break }
        blocks.removeLast(2)
        blocks.append((previous.sum + last.sum, previous.weight + last.weight, previous.count + last.count))
      }
    }
    var wanted: [Int] = []
    for block in blocks {
      let start = Int((block.sum / block.weight).rounded())
      wanted += Array(repeating: start, count: block.count)
    }
    // The latest each label may start so that those after it still fit.
    var latest = [Int](repeating: 0, count: claims.count)
    var limit = Int.max
    for index in claims.indices.reversed() {
      latest[index] = min(claims[index].reach.upperBound - widths[index], limit - widths[index] - 1)
      limit = latest[index]
    }
    var starts: [Int] = []
    var next = Int.min
    for (index, claim) in claims.enumerated() {
      let earliest = max(claim.reach.lowerBound, next)
      let start = min(max(wanted[index] + offsets[index], earliest), latest[index])
      starts.append(start)
      next = start + widths[index] + 1
    }
    return starts
  }
}
