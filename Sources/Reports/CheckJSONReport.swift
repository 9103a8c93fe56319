import Audit
import Devices
import LayoutEngine

/// `check --format json`: `{"findings": [{"rule", "severity", "file", "line", "column", "path",
/// "id", "type", "variants", "message"}], "files": [{"file", "variants", "layouts", "omitted",
/// "reduction"}]}`: the findings in the shape issue 13 gives (`variants` holds the count, the
/// matrix's total, the sentence and the blocks of `VariantSummary`), then each file's counts and
/// notes. `Tests/CommandLineTests/Schemas/check-report.schema.json` is the schema.
public enum CheckJSONReport {
  public static func json(_ reports: [FileReport]) -> JSONValue {
    .object([
      (
        "findings",
        .array(
          reports.flatMap { report in
            report.findings.map { finding in
              .object([
                ("rule", .string(finding.rule.rawValue)),
                ("severity", .string(finding.severity.rawValue)),
                ("file", .string(report.file)),
                ("line", .number(Double(finding.node.source.line))),
                ("column", .number(Double(finding.node.source.column))),
                ("path", .string(finding.node.path)),
                ("id", finding.node.id.map(JSONValue.string) ?? .null),
                ("type", .string(finding.node.type)),
                ("variants", variants(finding.summary)),
                ("message", .string(finding.message)),
              ])
            }
          })
      ),
      ("files", .array(reports.map(file))),
    ])
  }

  /// A file's counts and notes: the variants and layouts checked, the findings of each rule left
  /// out past the cap, and how the matrix was narrowed to the work budget (`null` when it was not).
  static func file(_ report: FileReport) -> JSONValue {
    .object([
      ("file", .string(report.file)),
      ("variants", .number(Double(report.variantCount))),
      ("layouts", .number(Double(report.layoutCount))),
      (
        "omitted",
        .array(
          CheckNotes.omitted(of: report).map { rule, count in
            .object([
              ("rule", .string(rule.rawValue)),
              ("count", .number(Double(count))),
              ("limit", .number(Double(FileReport.findingsPerRule))),
              ("message", .string(CheckNotes.omitted(rule, count: count))),
            ])
          })
      ),
      ("reduction", report.reduction.map { reduction(of: report, $0) } ?? .null),
    ])
  }

  /// A narrowed matrix: the views, the matrix's variants and layouts, the budget, what was kept.
  static func reduction(of report: FileReport, _ reduction: MatrixReduction) -> JSONValue {
    .object([
      ("views", .number(Double(reduction.views))),
      ("matrixVariants", .number(Double(reduction.matrixVariants))),
      ("matrixLayouts", .number(Double(reduction.matrixScenes))),
      ("budget", .number(Double(reduction.budget.viewLayouts))),
      ("kept", .array(reduction.kept.map(JSONValue.string))),
      ("message", .string(CheckNotes.reduction(of: report) ?? "")),
    ])
  }

  /// The variants of a finding: how many, of how many, in words and as blocks.
  static func variants(_ summary: VariantSummary) -> JSONValue {
    .object([
      ("count", .number(Double(summary.count))),
      ("total", .number(Double(summary.total))),
      ("summary", .string(summary.text)),
      ("groups", .array(summary.groups.map(group))),
    ])
  }

  private static func group(_ group: VariantGroup) -> JSONValue {
    .object([
      ("devices", .array(group.devices.map(JSONValue.string))),
      ("orientations", .array(group.orientations.map { .string($0.rawValue) })),
      ("typeSizes", .array(group.typeSizes.map { .string($0.name) })),
      ("languages", .array(group.languages.map { .string($0.rawValue) })),
      ("directions", .array(group.directions.map { .string($0.rawValue) })),
      ("splitModes", .array(group.splitModes.map { .string($0.rawValue) })),
      ("keyboard", .array(group.keyboard.map(JSONValue.bool))),
    ])
  }
}
