import Audit
import LayoutEngine

/// `check --format sarif`: SARIF 2.1.0 as GitHub code scanning reads it: one run whose driver
/// lists every rule (descriptions, help, default level), and one result per finding with its
/// `ruleId`, `level`, message and the layout file's `region.startLine`/`startColumn`.
/// Validated against the OASIS schema in `Tests/CommandLineTests/Schemas` (docs/Check.md).
public enum SARIFReport {
  static let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  public static func json(_ reports: [FileReport], settings: RuleSettings) -> JSONValue {
    let rules = Rule.allCases
    let results: [JSONValue] = reports.flatMap { report in
      report.findings.map { finding in
        .object([
          ("ruleId", .string(finding.rule.rawValue)),
          ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule)!))),
          ("level", .string(level(finding.severity))),
          (
            "message",
            .object([
              (
                "text",
                .string(
                  "\(finding.message). In \(finding.summary.text) (\(finding.summary.count) of \(finding.summary.total) variants)."
                )
              )
            ])
          ),
          (
            "locations",
            .array([
              .object([
                (
                  "physicalLocation",
                  .object([
                    ("artifactLocation", .object([("uri", .string(uri(report.file)))])),
                    (
                      "region",
                      .object([
                        ("startLine", .number(Double(finding.node.source.line))),
                        ("startColumn", .number(Double(finding.node.source.column))),
                      ])
                    ),
                  ])
                ),
                (
                  "logicalLocations",
                  .array([
                    .object([
                      ("name", .string(finding.node.id ?? finding.node.type)),
                      ("fullyQualifiedName", .string(finding.node.path)),
                      ("kind", .string("element")),
                    ])
                  ])
                ),
              ])
            ])
          ),
          ("properties", .object([("variants", CheckJSONReport.variants(finding.summary))])),
        ])
      }
    }
    return .object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("layout-preview")),
                    ("semanticVersion", .string("0.1.0")),
                    ("rules", .array(rules.map { descriptor($0, settings: settings) })),
                  ])
                )
              ])
            ),
            ("invocations", .array([invocation(reports, rules: rules)])),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
  }

  /// The run's one invocation, with `CheckNotes` as notifications of level `note`: each file's
  /// findings left out past the cap (with the rule as `associatedRule` and the count in
  /// `properties.omitted`), and a matrix narrowed to the work budget (`properties.reduction`,
  /// as in the JSON format).
  private static func invocation(_ reports: [FileReport], rules: [Rule]) -> JSONValue {
    var notes: [JSONValue] = []
    for report in reports {
      let location = JSONValue.array([
        .object([
          ("physicalLocation", .object([("artifactLocation", .object([("uri", .string(uri(report.file)))]))]))
        ])
      ])
      for (rule, count) in CheckNotes.omitted(of: report) {
        notes.append(
          .object([
            ("level", .string("note")),
            ("message", .object([("text", .string(CheckNotes.omitted(rule, count: count)))])),
            ("locations", location),
            (
              "associatedRule",
              .object([
                ("id", .string(rule.rawValue)), ("index", .number(Double(rules.firstIndex(of: rule)!))),
              ])
            ),
            ("properties", .object([("omitted", .number(Double(count)))])),
          ]))
      }
      if let note = CheckNotes.reduction(of: report), let reduction = report.reduction {
        notes.append(
          .object([
            ("level", .string("note")),
            ("message", .object([("text", .string(note))])),
            ("locations", location),
            ("properties", .object([("reduction", CheckJSONReport.reduction(of: report, reduction))])),
          ]))
      }
    }
    return .object([("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(notes))])
  }

  /// A rule's `reportingDescriptor`.
  private static func descriptor(_ rule: Rule, settings: RuleSettings) -> JSONValue {
    let severity = settings.severity(of: rule)
    return .object([
      ("id", .string(rule.rawValue)),
      ("name", .string(rule.rawValue.prefix(1).uppercased() + rule.rawValue.dropFirst())),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.summary))])),
      ("help", .object([("text", .string(rule.help))])),
      (
        "defaultConfiguration",
        .object([
          ("level", .string(severity == .off ? "none" : level(severity))),
          ("enabled", .bool(severity != .off)),
        ])
      ),
    ])
  }

  /// SARIF's level for a severity.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .off: "none"
    }
  }

  /// The file as a relative URI reference: the path with `./` dropped and characters URIs do
  /// not allow percent-encoded (spaces, `%`, `#`, `?`, non-ASCII).
  static func uri(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    var out = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
          || "-._~/!$&'()*+,;=:@".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return out
  }
}

extension String {
  /// The string with zeros in front up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
