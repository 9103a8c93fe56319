import Audit
import LayoutEngine

/// `check --format junit`: one test suite per file and one test case per file and rule, which
/// fails when the rule found an error there (warnings are listed in the case's `system-out`, with
/// the count of findings left out past the cap; a matrix narrowed to the work budget is noted in
/// the suite's `system-out`).
/// CI systems that read JUnit XML (GitLab, Jenkins) show a failed rule like a failed test.
public enum JUnitReport {
  public static func render(_ reports: [FileReport], settings: RuleSettings) -> String {
    let rules = Rule.allCases.filter { settings.severity(of: $0) != .off }
    var suites: [String] = []
    var failures = 0
    for report in reports {
      var cases: [String] = []
      var suiteFailures = 0
      for rule in rules {
        let findings = report.findings.filter { $0.rule == rule }
        let errors = findings.filter { $0.severity == .error }
        let warnings = findings.filter { $0.severity == .warning }
        var body = ""
        if !errors.isEmpty {
          suiteFailures += 1
          body +=
            "      <failure message=\"\(MarkupEscaping.escaped(count(errors, "error")))\" type=\"\(rule.rawValue)\">"
            + MarkupEscaping.escaped(errors.map(describe).joined(separator: "\n")) + "</failure>\n"
        }
        let omitted = report.omitted[rule].map { [CheckNotes.omitted(rule, count: $0)] } ?? []
        if !warnings.isEmpty || !omitted.isEmpty {
          body +=
            "      <system-out>"
            + MarkupEscaping.escaped((warnings.map(describe) + omitted).joined(separator: "\n"))
            + "</system-out>\n"
        }
        let open =
          "    <testcase classname=\"\(MarkupEscaping.escaped(report.file))\" name=\"\(rule.rawValue)\""
        cases.append(body.isEmpty ? open + "/>" : open + ">\n" + body + "    </testcase>")
      }
      failures += suiteFailures
      let note = CheckNotes.reduction(of: report).map {
        "\n    <system-out>" + MarkupEscaping.escaped($0) + "</system-out>"
      }
      suites.append(
        "  <testsuite name=\"\(MarkupEscaping.escaped(report.file))\" tests=\"\(rules.count)\" failures=\"\(suiteFailures)\" errors=\"0\">\n"
          + cases.joined(separator: "\n") + (note ?? "") + "\n  </testsuite>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="layout-preview check" tests="\(rules.count * reports.count)" failures="\(failures)" errors="0">
      \(suites.joined(separator: "\n"))
      </testsuites>
      """
  }

  /// One finding as a line: where, what and in which variants.
  private static func describe(_ finding: Finding) -> String {
    "\(finding.node.source): \(finding.node.path) \(finding.node.type): \(finding.message). "
      + "In \(finding.summary.text) (\(finding.summary.count) of \(finding.summary.total) variants)."
  }

  private static func count(_ findings: [Finding], _ noun: String) -> String {
    "\(findings.count) \(noun)\(findings.count == 1 ? "" : "s")"
  }
}
