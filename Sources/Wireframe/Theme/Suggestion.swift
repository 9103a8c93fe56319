import LayoutEngine

/// "Did you mean" for theme files: the known name closest to a misspelt one, when it is close
/// enough to be a plausible typo.
enum Suggestion {
  /// The candidate nearest `word` by edit distance (LayoutEngine's `editDistance`, ignoring
  /// case), within a third of its length (at least 2 edits); `nil` when nothing is that close.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let query = word.lowercased()
    let limit = max(2, query.count / 3)
    let scored = candidates.map { ($0, editDistance(query, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// `message`, followed by "; did you mean 'x'?" when a close candidate exists.
  static func message(_ message: String, for word: String, in candidates: [String]) -> String {
    guard let near = closest(to: word, in: candidates) else { return message }
    return "\(message); did you mean '\(near)'?"
  }
}
