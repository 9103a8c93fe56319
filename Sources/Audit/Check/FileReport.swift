import LayoutEngine
import Variants

/// `check`'s result for one layout file: its findings in file order, and the names in its
/// `checkIgnores` that are not rules.
public struct FileReport: Sendable {
  /// The file as named on the command line.
  public var file: String
  public var findings: [Finding]
  /// How many variants the file was checked in, and how many distinct layouts that took.
  public var variantCount: Int
  public var layoutCount: Int
  /// How many distinct scenes (a layout on one screen's hardware) were inspected.
  public var sceneCount = 0
  /// How the matrix was narrowed to fit the work budget (`WorkBudget`), `nil` when it fit whole.
  public var reduction: MatrixReduction?
  /// `checkIgnores` names that are no rule, with where they are written.
  public var unknownIgnores: [(location: SourceLocation, name: String)]
  /// The findings of each rule left out past `findingsPerRule` (a ZStack of 10,000 buttons
  /// would otherwise list 10,000 overlaps).
  public var omitted: [Rule: Int] = [:]

  /// The most findings of one rule a file's report lists; the rest are counted in `omitted`.
  public static let findingsPerRule = 100

  /// Whether any finding is an error.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
