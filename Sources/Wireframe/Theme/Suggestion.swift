/// "Did you mean" for theme files: the known name closest to a misspelt one, when it is close
/// enough to be a plausible typo.
enum Suggestion {
  /// The candidate nearest `word` by edit distance (ignoring case), within a third of its length
  /// (at least 2 edits); `nil` when nothing is that close.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let query = Array(word.lowercased())
    let limit = max(2, query.count / 3)
    let scored = candidates.map { ($0, distance(query, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// Levenshtein distance: insertions, deletions and substitutions each cost one.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// `message`, followed by "; did you mean 'x'?" when a close candidate exists.
  static func message(_ message: String, for word: String, in candidates: [String]) -> String {
    guard let near = closest(to: word, in: candidates) else { return message }
    return "\(message); did you mean '\(near)'?"
  }
}
