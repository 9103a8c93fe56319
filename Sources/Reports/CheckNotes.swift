import Audit
import LayoutEngine

/// What a `check` report says besides its findings, in the same words in every format: the
/// findings of a rule left out past `FileReport.findingsPerRule`, and a matrix narrowed to the
/// work budget (`MatrixReduction`), with the limit and how to check the rest.
public enum CheckNotes {
  /// `[overlap] 9899 more not listed (at most 100 findings of a rule per file)`.
  public static func omitted(_ rule: Rule, count: Int) -> String {
    "[\(rule.rawValue)] \(count) more not listed (at most \(FileReport.findingsPerRule) findings of a rule per file)"
  }

  /// The omitted counts of `report`, by rule name.
  static func omitted(of report: FileReport) -> [(rule: Rule, count: Int)] {
    report.omitted.sorted { $0.key.rawValue < $1.key.rawValue }.map { (rule: $0.key, count: $0.value) }
  }

  /// Why `report`'s matrix was narrowed, what was kept, and the options that choose or widen it;
  /// `nil` when the whole matrix was checked.
  public static func reduction(of report: FileReport) -> String? {
    guard let reduction = report.reduction else { return nil }
    return
      "checked \(report.variantCount) of \(reduction.matrixVariants) variants: \(reduction.views) views "
      + (reduction.work != reduction.views ? "(\(reduction.work) counting their text) " : "")
      + "× \(reduction.matrixScenes) distinct layouts is past check's work budget of "
      + "\(reduction.budget.viewLayouts) view layouts a file"
      + (reduction.budget.previews > 1
        ? " (\(reduction.budget.perPreview) for each of its \(reduction.budget.previews) previews)" : "")
      + ", so the matrix was narrowed to "
      + reduction.kept.joined(separator: "; ") + ". Choose the variants with --device, --orientation, "
      + "--type-size, --direction or --language, or raise the budget with --work-budget"
  }
}
