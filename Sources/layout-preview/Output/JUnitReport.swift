import Audit
import LayoutEngine

/// `check --format junit`: one test suite per file and one test case per file and rule, which
/// fails when the rule found an error there (warnings are listed in the case's `system-out`).
/// CI systems that read JUnit XML (GitLab, Jenkins) show a failed rule like a failed test.
enum JUnitReport {
  static func render(_ reports: [FileReport], settings: RuleSettings) -> String {
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
            "      <failure message=\"\(escape(count(errors, "error")))\" type=\"\(rule.rawValue)\">"
            + escape(errors.map(describe).joined(separator: "\n")) + "</failure>\n"
        }
        if !warnings.isEmpty {
          body +=
            "      <system-out>" + escape(warnings.map(describe).joined(separator: "\n")) + "</system-out>\n"
        }
        let open = "    <testcase classname=\"\(escape(report.file))\" name=\"\(rule.rawValue)\""
        cases.append(body.isEmpty ? open + "/>" : open + ">\n" + body + "    </testcase>")
      }
      failures += suiteFailures
      suites.append(
        "  <testsuite name=\"\(escape(report.file))\" tests=\"\(rules.count)\" failures=\"\(suiteFailures)\" errors=\"0\">\n"
          + cases.joined(separator: "\n") + "\n  </testsuite>")
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

  /// Text escaped for XML, with characters XML 1.0 does not allow (most controls) dropped.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) && !Sanitizer.isUnsafe(scalar) {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
