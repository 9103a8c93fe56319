/// Shares a length among grid tracks (columns or rows) the way a stack shares it among children:
/// the least flexible track first, each offered an equal share of what is left and taking that
/// share clamped to its own minimum and maximum.
enum TrackDistribution {
  /// Each track's length for `available` points, given every track's minimum and maximum.
  static func lengths(available: Double, minimums: [Double], maximums: [Double]) -> [Double] {
    let count = minimums.count
    var result = [Double](repeating: 0, count: count)
    guard count > 0 else { return result }
    // A total order (ties by position), as stacks use, so the result is deterministic.
    let order = (0..<count).sorted {
      let a = maximums[$0] - minimums[$0]
      let b = maximums[$1] - minimums[$1]
      return a < b || (a == b && $0 < $1)
    }
    var remaining = available
    var left = Double(count)
    for k in order {
      let offer = max(0, remaining / left)
      let length = min(max(offer, minimums[k]), maximums[k])
      result[k] = length
      remaining -= length
      left -= 1
    }
    return result
  }

  /// The tracks' lengths for an offer along their axis: their ideal lengths when it is
  /// unspecified, their maximums when infinite, else the offer less `spacing` shared out.
  static func lengths(
    offer: Double?, spacing: Double, minimums: [Double], ideals: [Double], maximums: [Double]
  ) -> [Double] {
    switch offer {
    case nil: ideals
    case let length? where length.isInfinite: maximums
    case let length?: lengths(available: length - spacing, minimums: minimums, maximums: maximums)
    }
  }
}
