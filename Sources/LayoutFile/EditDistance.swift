/// Edit distance between names, for "did you mean" suggestions on misspelt keys.
///
/// Levenshtein distance with adjacent transpositions (optimal string alignment) over Unicode
/// scalars, because swapped letters (`titel`, `bleu`) are the commonest typo; names in the
/// vocabulary are short, so the quadratic cost is irrelevant.
enum EditDistance {
  /// The number of single-scalar insertions, deletions, substitutions and adjacent swaps that
  /// turn `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let lhs = Array(a.unicodeScalars)
    let rhs = Array(b.unicodeScalars)
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
    for i in 0...lhs.count { table[i][0] = i }
    for j in 0...rhs.count { table[0][j] = j }
    for i in 1...lhs.count {
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[lhs.count][rhs.count]
  }

  /// The closest of `candidates` to `word`, if it is close enough to be a plausible typo.
  ///
  /// Case differences cost nothing extra beyond one edit, so `vstack` suggests `VStack`; a
  /// suggestion must be within a third of the word's length (at least 1, at most 3 edits) so that
  /// unrelated names are not offered.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let allowed = max(1, min(3, word.unicodeScalars.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let exactCase = distance(word, candidate)
      let folded = distance(lowered, candidate.lowercased())
      let score = folded == 0 ? 1 : min(exactCase, folded + 1)
      guard score <= allowed else { continue }
      if best == nil || score < best!.distance { best = (candidate, score) }
    }
    return best?.name
  }
}
