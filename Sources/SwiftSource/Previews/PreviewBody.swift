import SwiftSyntax

/// What a preview shows, as syntax to evaluate.
enum PreviewBody: Sendable {
  /// A `#Preview`'s closure, a builder's statements.
  case statements(CodeBlockItemListSyntax, file: Int)
  /// One view expression of a `PreviewProvider`, evaluated with the provider's static members.
  case expression(ExprSyntax, provider: String, file: Int)
  /// A view struct of the file, evaluated with its properties' initial values.
  case view(String)
}
