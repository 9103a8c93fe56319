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
      let variants =
        report.reduction.map { "\(report.variantCount) of \($0.matrixVariants) variants" }
        ?? "\(report.variantCount) variants"
      lines.append(
        report.findings.isEmpty
          ? "\(file): no findings in \(variants)"
          : "\(file): \(count(errors, "error")), \(count(warnings, "warning")) in \(variants)")
      for finding in report.findings {
        let node = finding.node
        let name = node.id.map { "\(node.type) '\(Sanitizer.sanitize($0))'" } ?? node.type
        lines.append(
          "  \(Sanitizer.sanitize(node.source.description)): \(finding.severity.rawValue): [\(finding.rule.rawValue)] "
            + "\(name) at \(node.path): \(finding.message)")
        let summary = finding.summary
        lines.append("    in \(summary.text) (\(summary.count) of \(summary.total) variants)")
      }
      for (rule, count) in CheckNotes.omitted(of: report) {
        lines.append("  \(file): note: " + CheckNotes.omitted(rule, count: count))
      }
      if let note = CheckNotes.reduction(of: report) { lines.append("  \(file): note: " + note) }
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
