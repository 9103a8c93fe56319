/// Bounds on what evaluating one preview may cost, so no source file can make the reader loop
/// forever or build an unbounded tree: a self-referencing view, a `ForEach` over a huge range or an
/// exponential chain of helpers ends in a warning and a partial tree, never a hang.
public struct EvaluationLimits: Sendable, Hashable {
  /// The most views one preview expands to (every view call, `ForEach` rows included), the same
  /// budget as the engine's largest benchmarked tree; past it the preview is cut with a warning.
  public var maximumViews: Int
  /// The most expressions evaluated for one preview (helpers calling helpers included).
  public var maximumSteps: Int
  /// How deep evaluation may nest: custom views inside custom views, helpers calling helpers,
  /// nested expressions. Past it the innermost becomes a placeholder.
  public var maximumDepth: Int
  /// How many times one custom view may appear inside itself (a view whose body contains itself).
  public var maximumRecursion: Int
  /// Rows shown for a `ForEach` whose data cannot be known statically.
  public var representativeRows: Int

  public init(
    maximumViews: Int = 100_000, maximumSteps: Int = 2_000_000, maximumDepth: Int = 200,
    maximumRecursion: Int = 3, representativeRows: Int = 3
  ) {
    self.maximumViews = maximumViews
    self.maximumSteps = maximumSteps
    self.maximumDepth = maximumDepth
    self.maximumRecursion = maximumRecursion
    self.representativeRows = representativeRows
  }

  /// The limits documented in docs/SwiftSource.md.
  public static let standard = EvaluationLimits()
}
