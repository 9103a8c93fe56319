import LayoutEngine

/// A value static reading cannot know (`item.name` of model data, `viewModel.title`), and the text
/// that stands for it in the preview: `‹item.name›`, or `‹count› items` for an interpolation.
///
/// The evaluator does not warn about placeholder values itself: many sit in arguments nothing
/// draws (`onChange(of:)`, `sheet(isPresented:)`). Whoever uses one warns with `warning(at:)`.
public struct Placeholder: Sendable, Hashable {
  /// The unknown expressions as written, in order (`["item.name"]`).
  public var expressions: [String]
  /// The representative text: known parts as they are, each unknown part between `‹` and `›`.
  public var text: String

  public init(expressions: [String], text: String) {
    self.expressions = expressions
    self.text = text
  }

  /// The placeholder for one unknown expression: its text is `‹expression›`.
  public init(expression: String) {
    self.init(expressions: [expression], text: "‹\(expression)›")
  }

  /// The warning for using this placeholder at `location`, the same wherever it is used.
  public func warning(at location: SourceLocation) -> SourceDiagnostic {
    let names = expressions.map { "'\($0)'" }.joined(separator: ", ")
    return SourceDiagnostic(
      .warning, at: location,
      "\(names) cannot be known without running the app; shown as \(text)")
  }
}
