/// "Did you mean": one ranking and one threshold for every misspelt name the project reports
/// (layout-file keys and values, theme keys, roles and colours, device names).
///
/// The rule: a candidate's score is its optimal-string-alignment distance from the word
/// (insertions, deletions, substitutions and swaps of two neighbouring characters each cost 1)
/// with case ignored, plus 1 when the case differs too, so `vstack` still suggests `VStack` but
/// a candidate of the same case wins a tie. A candidate is offered only when its score is at
/// most a third of the word's length, at least 1 and at most 3 (`allowedEdits(for:)`): `fnt`
/// finds `font`, and a word that resembles nothing gets no suggestion rather than an arbitrary
/// one. Candidates are ranked by score, ties in the order given.
package enum EditDistance {
  /// The most edits a suggestion for `word` may be away: a third of its length in scalars,
  /// at least 1 and at most 3.
  package static func allowedEdits(for word: String) -> Int {
    max(1, min(3, word.unicodeScalars.count / 3))
  }

  /// How far `candidate` is from `word` under the rule: the distance ignoring case, plus 1 when
  /// the case differs as well (a candidate that differs only in case scores 1).
  package static func score(of candidate: String, for word: String) -> Int {
    let folded = distance(word.lowercased(), candidate.lowercased())
    guard folded > 0 else { return candidate == word ? 0 : 1 }
    return min(distance(word, candidate), folded + 1)
  }

  /// The indices of `candidates` close enough to `word`, nearest first, ties in the order given.
  /// A candidate may go by several `keys` (a device's name and aliases); its nearest key counts.
  /// A candidate equal to the word is not a suggestion for it.
  package static func ranking<Candidate>(
    for word: String, among candidates: [Candidate], keys: (Candidate) -> [String]
  ) -> [Int] {
    let allowed = allowedEdits(for: word)
    let scored = candidates.indices.compactMap { index -> (score: Int, index: Int)? in
      let nearest = keys(candidates[index]).map { score(of: $0, for: word) }.min() ?? Int.max
      return nearest > 0 && nearest <= allowed ? (nearest, index) : nil
    }
    return scored.sorted { ($0.score, $0.index) < ($1.score, $1.index) }.map(\.index)
  }

  /// The closest of `candidates` to `word` under the rule, if any is close enough.
  package static func suggestion(for word: String, among candidates: [String]) -> String? {
    ranking(for: word, among: candidates) { [$0] }.first.map { candidates[$0] }
  }

  /// The optimal-string-alignment distance between two strings: insertions, deletions,
  /// substitutions and swaps of two neighbouring characters each cost 1.
  ///
  /// Swaps count once because swapped letters and digits are the typical typo ("iphone 71" for
  /// "iphone 17", `titel` for `title`); plain Levenshtein would rank "iPhone 11" closer.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: two back (for swaps), previous, current.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, twoBack[j - 2] + 1)
        }
        current[j] = best
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }
}
