/// What the earlier previews of one file spent of the budgets the file's previews share: the
/// views they placed (`EvaluationLimits.maximumViews`) and when the first began
/// (`EvaluationLimits.maximumFileSeconds`), so a file of many big or slow previews ends too.
public struct FileBudget: Sendable, Hashable {
  public var viewsPlaced: Int
  public var started: ContinuousClock.Instant?

  public init(viewsPlaced: Int = 0, started: ContinuousClock.Instant? = nil) {
    self.viewsPlaced = viewsPlaced
    self.started = started
  }
}
