/// What the earlier previews of one file spent of the budgets the file's previews share: the
/// views they placed (`EvaluationLimits.maximumViews`), the text those views show
/// (`EvaluationLimits.maximumTextBytes`), when the first began (`EvaluationLimits.maximumFileSeconds`),
/// and the time their custom layouts' calls overran (`LayoutProgram.overrunSeconds`), so a file
/// of many big or slow previews ends too.
public struct FileBudget: Sendable, Hashable {
  public var viewsPlaced: Int
  public var textBytes: Int
  public var started: ContinuousClock.Instant?
  /// Shared by every preview of the file, as their layouts run (later than reading, for each
  /// device and size).
  public let layoutOverrun: LayoutOverrun

  public init(
    viewsPlaced: Int = 0, textBytes: Int = 0, started: ContinuousClock.Instant? = nil,
    layoutOverrun: LayoutOverrun = LayoutOverrun()
  ) {
    self.viewsPlaced = viewsPlaced
    self.textBytes = textBytes
    self.started = started
    self.layoutOverrun = layoutOverrun
  }
}
