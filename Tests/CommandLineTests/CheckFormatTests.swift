import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Each `check --format`: its shape, as the program that reads it expects.
@Suite struct CheckFormatTests {
  static let layout = """
    body:
      VStack:
        content:
          - Button: "Hi, there: 100%"
            id: small
          - Text: Fits
    """

  /// The output of `check --format format` over `layout` on one phone in portrait at Large.
  static func output(_ format: String) throws -> CLI.Outcome {
    let dir = try CheckCommandTests.folder(["a b.yaml": layout])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try CLI.run(
      [
        "check", "a b.yaml", "--format", format, "--device", "iPhone 16", "--orientation", "portrait",
        "--type-size", "Large",
      ],
      in: dir)
  }

  @Test func jsonHasTheIssuesShape() throws {
    let run = try Self.output("json")
    #expect(run.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let findings = json["findings"] as! [[String: Any]]
    #expect(findings.count == 1)
    let finding = findings[0]
    #expect(
      Set(finding.keys) == [
        "rule", "severity", "file", "line", "column", "path", "id", "type", "variants", "message",
      ])
    #expect(finding["rule"] as? String == "hitRegion" && finding["severity"] as? String == "error")
    #expect(finding["file"] as? String == "a b.yaml")
    #expect(finding["line"] as? Int == 4 && finding["column"] as? Int == 9)
    #expect(finding["path"] as? String == "0.0" && finding["id"] as? String == "small")
    #expect(finding["type"] as? String == "Button")
    let variants = finding["variants"] as! [String: Any]
    #expect(variants["count"] as? Int == 4 && variants["total"] as? Int == 4)
    #expect(variants["summary"] as? String == "every variant")
    let group = (variants["groups"] as! [[String: Any]])[0]
    #expect(group["devices"] as? [String] == ["iPhone 16"])
    #expect(group["directions"] as? [String] == ["ltr", "rtl"])
  }

  /// Validated against the OASIS SARIF 2.1.0 schema (vendored in Schemas/) by Python's
  /// `jsonschema`, and the fields code scanning reads checked one by one.
  @Test func sarifIsValidSARIF210() throws {
    let run = try Self.output("sarif")
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let log = scratch.appendingPathComponent("check.sarif")
    try run.stdout.write(to: log, atomically: true, encoding: .utf8)
    let schema = CLI.packageRoot.appendingPathComponent(
      "Tests/CommandLineTests/Schemas/sarif-schema-2.1.0.json")
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(open(sys.argv[2]))
      jsonschema.Draft4Validator.check_schema(schema)
      errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log))
      for e in errors: print(list(e.path), e.message)
      sys.exit(1 if errors else 0)
      """
    let validation = try CLI.run(["-c", script, schema.path, log.path], executable: "/usr/bin/python3")
    #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    // And a broken log fails, so the validation is real.
    try run.stdout.replacingOccurrences(of: "\"2.1.0\"", with: "\"2.0\"").write(
      to: log, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["-c", script, schema.path, log.path], executable: "/usr/bin/python3").status == 1)

    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let sarifRun = (json["runs"] as! [[String: Any]])[0]
    let driver = (sarifRun["tool"] as! [String: Any])["driver"] as! [String: Any]
    let rules = driver["rules"] as! [[String: Any]]
    #expect(rules.map { $0["id"] as! String }.contains("hitRegion"))
    #expect(rules.allSatisfy { ($0["help"] as? [String: Any])?["text"] is String })
    let result = (sarifRun["results"] as! [[String: Any]])[0]
    #expect(result["ruleId"] as? String == "hitRegion" && result["level"] as? String == "error")
    let physical = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
    #expect((physical["artifactLocation"] as! [String: Any])["uri"] as? String == "a%20b.yaml")
    let region = physical["region"] as! [String: Any]
    #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 9)
  }

  @Test func githubWorkflowCommandsAreEscaped() throws {
    let run = try Self.output("github")
    #expect(
      run.stdout.hasPrefix(
        "::error file=a b.yaml,line=4,col=9,title=hitRegion%3A Button 'small'::Button is smaller than the 44 × 44 pt hit region"
      ))
    #expect(run.stdout.split(separator: "\n").count == 1)
  }

  @Test func junitHasACasePerFileAndRule() throws {
    let run = try Self.output("junit")
    let document = try XMLDocument(data: Data(run.stdout.utf8))
    let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
    #expect(cases.count == 8)  // one per rule
    let failures = try document.nodes(forXPath: "//testcase[failure]/@name").map { $0.stringValue }
    #expect(failures == ["hitRegion"])
    #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "1")
    #expect(try document.nodes(forXPath: "/testsuites/testsuite/@name").first?.stringValue == "a b.yaml")
  }
}
