import Audit
import Devices
import LayoutEngine

/// `check --format json`: `{"findings": [{"rule", "severity", "file", "line", "column", "path",
/// "id", "type", "variants", "message"}]}`, the shape issue 13 gives; `variants` holds the
/// count, the matrix's total, the sentence and the blocks of `VariantSummary`.
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
      )
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
