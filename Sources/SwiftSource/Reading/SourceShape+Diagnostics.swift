import SwiftSyntax

extension SourceShape {
  /// The first token (in source order) that swift-syntax's `ParseDiagnosticsGenerator` cannot
  /// describe without trapping; `nil` when there is none.
  ///
  /// An `=` the lexer calls unbalanced ("must have consistent whitespace on both sides") while
  /// both tokens around it end in a space or tab, as in `let x =\u{0B} 4` (a vertical tab or form
  /// feed is white space to the lexer's trivia but binds the `=` on that side), makes the
  /// generator build a Fix-It with no change, which is a precondition failure (swift-syntax
  /// 603.0.1, `FixIt.init`). The Swift fuzz target found it in its first run. Tokens are walked
  /// in a loop (`tokens(viewMode:)`), so the check does not recurse.
  static func undescribableToken(in tree: SourceFileSyntax) -> TokenSyntax? {
    tree.tokens(viewMode: .all).first { token in
      guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
      let spaced: (Trivia?) -> Bool = { trivia in trivia?.contains { $0.isSpaceOrTab } ?? false }
      return spaced(token.previousToken(viewMode: .all)?.trailingTrivia) && spaced(token.trailingTrivia)
    }
  }
}
