/// A set of scene indices as bits: what a finding is seen in. A file's findings can number in
/// the tens of thousands (a ZStack of 10,000 buttons) and its scenes in the thousands, so each
/// finding keeps one bit per scene rather than a list of variants (a list of 8,496 variants for
/// each of 20,000 findings is over a gigabyte).
struct SceneSet: Sendable, Hashable {
  private var words: [UInt64]

  /// An empty set of indices below `count`.
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) / 64)
  }

  mutating func insert(_ index: Int) {
    words[index / 64] |= 1 << UInt64(index % 64)
  }

  mutating func formUnion(_ other: SceneSet) {
    for n in words.indices { words[n] |= other.words[n] }
  }

  func contains(_ index: Int) -> Bool {
    words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  /// The indices in increasing order.
  var indices: [Int] {
    var out: [Int] = []
    for (n, word) in words.enumerated() where word != 0 {
      var bits = word
      while bits != 0 {
        out.append(n * 64 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return out
  }
}
