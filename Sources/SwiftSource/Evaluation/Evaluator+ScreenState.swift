import LayoutMapping
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
    "hide",
    "hides", "hidden", "hiding",
  ]

  /// The case a `switch` over an unknown subject shows: the first whose pattern names the
  /// content (`.loaded(let items)`, `.success`, `.content`), else the first that names no other
  /// state (not `.idle`, `.loading`, `.failed(let error)`, `.empty`), else the first; `nil` when
  /// there is no case.
  static func contentCase(of cases: [SwitchCaseSyntax]) -> Int? {
    guard !cases.isEmpty else { return nil }
    let words = cases.map { Set(Self.words(of: $0.label.trimmedDescription)) }
    if let content = words.firstIndex(where: { !$0.isDisjoint(with: contentWords) }) { return content }
    let notOther = words.firstIndex { $0.isDisjoint(with: otherStateWords.union(notYetWords)) }
    return notOther ?? 0
  }

  /// Words of a case that names the screen's content.
  private static let contentWords: Set<String> = [
    "loaded", "success", "succeeded", "content", "contents", "data", "ready", "results", "items", "done",
    "completed", "finished", "populated", "some",
  ]

  /// Words of a case that names a state before any content.
  private static let notYetWords: Set<String> = [
    "idle", "initial", "requested", "pending", "placeholder", "none",
  ]

  /// Binds every name a case's patterns bind (`case .loaded(let items)`, `case let .pair(a, b)`)
  /// to an unknown value, so the case's body reads them as unknown rather than missing.
  static func bindUnknown(_ label: SwitchCaseSyntax.Label, in context: Context) {
    guard case .case(let items) = label else { return }
    for item in items.caseItems {
      // `case let .pair(a, b)` binds the payload's plain names too.
      let bindsAll = item.pattern.is(ValueBindingPatternSyntax.self)
      for token in item.pattern.tokens(viewMode: .sourceAccurate) {
        guard case .identifier = token.tokenKind else { continue }
        let isBound =
          token.parent?.is(IdentifierPatternSyntax.self) == true
          || (bindsAll && token.parent?.is(DeclReferenceExprSyntax.self) == true
            && token.parent?.parent?.is(LabeledExprSyntax.self) == true)
        if isBound { context.scope.names[token.text] = .unknown(Placeholder(expression: token.text)) }
      }
    }
  }

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

extension Evaluator {
  /// The outcome of an `if` on an unknown condition, outside a builder, whose first branch gives
  /// `true` or `false` (`if router.path.count > 0 { return false }`): an unknown Bool, with a
  /// warning, rather than the first branch's literal. A Bool a condition decides is no better
  /// known than the condition, and taking the first branch would hide the tab bar or the toolbar
  /// that the code around it shows; left unknown, the `if` or ternary that reads it chooses the
  /// screen's content. `nil` where the condition names a state (`namesOtherState`, whose choice
  /// stands) or the branch gives anything else.
  func decidedBool(_ node: IfExprSyntax, _ context: Context) -> BlockOutcome? {
    guard !Self.namesOtherState(node.conditions), Self.boolLiteral(of: node.body.statements) != nil
    else { return nil }
    warn(
      "the condition '\(Self.text(of: node.conditions))' cannot be known statically; the Bool it decides is left unknown, for the code that reads it to choose",
      at: node.conditions, context.file)
    var outcome = BlockOutcome(isBuilder: false)
    outcome.returned = .unknown(Placeholder(expression: Self.text(of: node.conditions)))
    return outcome
  }

  /// The literal a block of one statement gives, `return true` or `false`; `nil` for any other.
  static func boolLiteral(of statements: CodeBlockItemListSyntax) -> Bool? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    let expression =
      item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
      ?? item.as(ExprSyntax.self)
    return expression?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
  }
}
