import Audit
import LayoutEngine

/// `check --format text`: findings grouped by file, each as a compiler-style line
/// (`file:line:column: error: …`, which editors jump to) and a line of the variants it occurs in.
public enum CheckTextReport {
  public static func render(_ reports: [FileReport]) -> String {
    var lines: [String] = []
    for report in reports {
      let file = Sanitizer.sanitize(report.file)
      let errors = report.findings.filter { $0.severity == .error }.count
      let warnings = report.findings.count - errors
      lines.append(
        report.findings.isEmpty
          ? "\(file): no findings in \(report.variantCount) variants"
          : "\(file): \(count(errors, "error")), \(count(warnings, "warning")) in \(report.variantCount) variants"
      )
      for finding in report.findings {
        let node = finding.node
        let name = node.id.map { "\(node.type) '\(Sanitizer.sanitize($0))'" } ?? node.type
        lines.append(
          "  \(Sanitizer.sanitize(node.source.description)): \(finding.severity.rawValue): [\(finding.rule.rawValue)] "
            + "\(name) at \(node.path): \(finding.message)")
        let summary = finding.summary
        lines.append("    in \(summary.text) (\(summary.count) of \(summary.total) variants)")
      }
      for (rule, count) in report.omitted.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        lines.append(
          "  \(file): note: [\(rule.rawValue)] \(count) more not listed "
            + "(at most \(FileReport.findingsPerRule) findings of a rule per file)")
      }
    }
    let findings = reports.flatMap(\.findings)
    let errors = findings.filter { $0.severity == .error }.count
    let variants = reports.map(\.variantCount).reduce(0, +)
    let layouts = reports.map(\.layoutCount).reduce(0, +)
    lines.append(
      "\(count(reports.count, "file")), \(variants) variants (\(layouts) distinct layouts): "
        + "\(count(errors, "error")), \(count(findings.count - errors, "warning"))")
    return lines.joined(separator: "\n")
  }

  /// `1 error`, `2 errors`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
