/// How much `check` lays out and inspects for one file: its views times the distinct scenes of
/// its variants (`viewLayouts`). A file past it is checked on a narrower matrix
/// (`VariantMatrix.narrowed(languages:)`, step by step until it fits, at least one variant), and
/// its report says so (`FileReport.reduction`), so the time and memory of `check` are bounded by
/// the budget, not by the file times the matrix: a ZStack of 10,000 buttons over the default
/// 8,496 variants (3,552 distinct layouts) would be 35 million view layouts.
public struct WorkBudget: Sendable, Hashable {
  /// The most view layouts one file is given: views per layout times the layouts and
  /// inspections its variants need (a size-that-fits canvas counts twice: it is fitted, then
  /// laid out).
  public var viewLayouts: Int
  /// How many previews of the file share it, each given its part (`perPreview`): a Swift file's
  /// previews are checked one by one, and a file of 25 must cost what one does.
  public var previews: Int

  public init(viewLayouts: Int, previews: Int = 1) {
    self.viewLayouts = viewLayouts
    self.previews = previews
  }

  /// What one preview of the file is given.
  public var perPreview: Int { max(1, viewLayouts / max(1, previews)) }

  /// The default.
  public static let standard = WorkBudget(viewLayouts: 1_000_000)

  /// This budget, shared by a file's `count` previews.
  func shared(by count: Int) -> WorkBudget { WorkBudget(viewLayouts: viewLayouts, previews: count) }
}

/// How a file's matrix was narrowed to fit the work budget: what it would have cost, the budget,
/// and the variants checked instead.
public struct MatrixReduction: Sendable, Hashable {
  /// The views of one layout of the file (`ViewNode.viewCount`).
  public var views: Int
  /// What the budget counts them as, each view's text counted too (`ViewNode.workCount`).
  public var work: Int
  /// The variants and distinct scenes of the whole matrix.
  public var matrixVariants: Int
  public var matrixScenes: Int
  /// The budget it was past.
  public var budget: WorkBudget
  /// The axes narrowed, each with the values kept, as a phrase ("text sizes xSmall, Large, AX5").
  public var kept: [String]
}
