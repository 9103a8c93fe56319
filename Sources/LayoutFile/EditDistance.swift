import LayoutEngine

/// "Did you mean" suggestions for misspelt keys, ranked by the shared edit distance (optimal
/// string alignment, so swapped letters such as `titel` or `bleu` cost one edit).
public enum EditDistance {
  /// The shared optimal-string-alignment distance (LayoutEngine's `editDistance`).
  static func distance(_ a: String, _ b: String) -> Int { editDistance(a, b) }

  /// The closest of `candidates` to `word`, if it is close enough to be a plausible typo.
  ///
  /// Case differences cost nothing extra beyond one edit, so `vstack` suggests `VStack`; a
  /// suggestion must be within a third of the word's length (at least 1, at most 3 edits) so that
  /// unrelated names are not offered.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
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
