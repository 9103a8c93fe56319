import LayoutEngine

/// "Did you mean" for theme files, by the project's one rule (`EditDistance`).
enum Suggestion {
  /// `message`, followed by "; did you mean 'x'?" when a close candidate exists.
  static func message(_ message: String, for word: String, in candidates: [String]) -> String {
    guard let near = EditDistance.suggestion(for: word, among: candidates) else { return message }
    return "\(message); did you mean '\(near)'?"
  }
}
