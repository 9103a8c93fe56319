import SwiftSyntax

extension Evaluator {
  /// Whether a condition that cannot be known names a state other than the screen's content
  /// (`isLoading`, `items.isEmpty`, `if let error = model.error`, `showPaywall`,
  /// `hasActiveSearch`): the preview then shows the other branch, the content a person designs
  /// the screen for, where the first branch would show a spinner, an empty or error state or a
  /// paywall. `!isLoading` names the content itself, so its first branch stays.
  static func namesOtherState(_ condition: some SyntaxProtocol) -> Bool {
    let text = condition.trimmedDescription
    guard !text.hasPrefix("!"), !text.contains("== false") else { return false }
    let words = Set(words(of: text))
    // `searchText.isEmpty` is the screen with no search: its content.
    if words.contains("empty"), !words.isDisjoint(with: ["search", "query", "filter", "text"]) {
      return false
    }
    return !words.isDisjoint(with: otherStateWords)
  }

  /// Words that name a screen's state other than its content.
  private static let otherStateWords: Set<String> = [
    "loading", "fetching", "refreshing", "empty", "error", "errors", "failed", "failure", "offline",
    "paywall", "search", "searching", "locked", "unavailable", "skeleton", "unauthorized", "onboarding",
  ]

  /// The words of the identifiers in `text`, lowercased, split at capitals (`hasActiveSearch` is
  /// `has`, `active`, `search`).
  private static func words(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter, !(character.isUppercase && !current.isEmpty) {
        current.append(character)
        continue
      }
      if !current.isEmpty { words.append(current.lowercased()) }
      current = character.isLetter ? String(character) : ""
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// The warning for a condition that cannot be known, naming what is shown instead.
  func unknownStateCondition(_ condition: some SyntaxProtocol, _ shown: String) -> String {
    "the condition '\(Self.text(of: condition))' cannot be known statically; showing \(shown), the screen's content rather than the state it names"
  }

  /// Whether an unknown condition shows its other branch (`true`: the else branch or second
  /// choice) and warns which: the content rather than a loading or empty state by default, the
  /// opposite where the session flipped it. Each condition met is noted, for the session's flip key.
  func choosesOther(
    _ condition: some SyntaxProtocol, _ file: Int, first: String, other: String
  ) -> Bool {
    let place = location(condition, file)
    if !unknownConditions.contains(place) { unknownConditions.append(place) }
    let isFlipped = flippedConditions.contains(place)
    let choosesOther = Self.namesOtherState(condition) != isFlipped
    var message =
      Self.namesOtherState(condition) && choosesOther
      ? unknownStateCondition(condition, other)
      : unknownCondition(condition, choosesOther ? other : first)
    if isFlipped { message += " (flipped in the session)" }
    warn(message, at: condition, file)
    return choosesOther
  }
}
