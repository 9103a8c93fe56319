import Audit
import Foundation
import LayoutEngine

/// `check --format github`: one GitHub Actions workflow command per finding
/// (`::error file=…,line=…,col=…,title=…::message`), which the run shows as an annotation on
/// the file's line in a pull request, and a `::notice` per note (`CheckNotes`).
public enum GitHubAnnotations {
  public static func render(_ reports: [FileReport]) -> String {
    reports.flatMap { report in
      findings(report) + notes(report)
    }.joined(separator: "\n")
  }

  /// One `::notice` per `CheckNotes` note of `report`: findings left out past the cap, and a
  /// matrix narrowed to the work budget.
  static func notes(_ report: FileReport) -> [String] {
    var notes = CheckNotes.omitted(of: report).map { rule, count in
      (title: "\(rule.rawValue): \(count) more findings", text: CheckNotes.omitted(rule, count: count))
    }
    if let note = CheckNotes.reduction(of: report) {
      notes.append((title: "check: matrix narrowed", text: note))
    }
    return notes.map {
      "::notice file=\(property(report.file)),title=\(property($0.title))::\(data($0.text))"
    }
  }

  private static func findings(_ report: FileReport) -> [String] {
    report.findings.map { finding in
      let node = finding.node
      let command = finding.severity == .error ? "error" : "warning"
      let properties = [
        "file=\(property(report.file))", "line=\(node.source.line)", "col=\(node.source.column)",
        "title=\(property("\(finding.rule.rawValue): \(node.id.map { "\(node.type) '\($0)'" } ?? node.type)"))",
      ]
      let message =
        "\(finding.message) (\(node.path)). In \(finding.summary.text) (\(finding.summary.count) of \(finding.summary.total) variants)."
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }
  }

  /// A message escaped as the runner reads it: `%`, CR and LF percent-encoded, and any other
  /// control character dropped, so a file's text cannot start a command of its own.
  public static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default:
        if !Sanitizer.isUnsafe(scalar) { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// A property value: escaped as a message, and `:` and `,` too.
  public static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
