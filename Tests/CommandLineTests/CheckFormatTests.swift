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
    #expect(Set(json.keys) == ["findings", "files"])
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

  /// Validated against this project's schema of the format (`Schemas/check-report.schema.json`)
  /// by Python's `jsonschema`, with and without notes (150 covered buttons on a budget of three
  /// of their layouts: findings past the cap, a narrowed matrix), and a broken report fails.
  @Test func jsonMatchesItsSchema() throws {
    let buttons = CheckScaleCommandTests.buttons(150)
    let dir = try CheckCommandTests.folder(["a b.yaml": Self.layout, "z.yaml": buttons])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(
      ["check", "a b.yaml", "z.yaml", "--format", "json", "--device", "iPhone 16", "--work-budget", "500"],
      in: dir)
    #expect(run.status == 1)
    let schema = CLI.packageRoot.appendingPathComponent(
      "Tests/CommandLineTests/Schemas/check-report.schema.json")
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      report = json.loads(sys.stdin.read())
      jsonschema.Draft202012Validator.check_schema(schema)
      errors = list(jsonschema.Draft202012Validator(schema).iter_errors(report))
      for e in errors: print(list(e.path), e.message)
      sys.exit(1 if errors else 0)
      """
    let validation = try CLI.run(
      ["-c", script, schema.path], executable: "/usr/bin/python3", input: run.stdout)
    #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let files = json["files"] as! [[String: Any]]
    #expect(files.map { $0["file"] as? String } == ["a b.yaml", "z.yaml"])
    #expect(files[0]["reduction"] is NSNull)
    #expect((files[0]["omitted"] as? [Any])?.isEmpty == true)
    let omitted = (files[1]["omitted"] as! [[String: Any]]).first { $0["rule"] as? String == "overlap" }
    #expect(omitted?["count"] as? Int == 49 && omitted?["limit"] as? Int == 100)
    let reduction = files[1]["reduction"] as! [String: Any]
    #expect(reduction["views"] as? Int == 151 && reduction["budget"] as? Int == 500)
    #expect(reduction["matrixVariants"] as? Int == 144)
    #expect((files[1]["layouts"] as! Int) * 151 <= 500 && files[0]["variants"] as? Int == 144)
    // A report without its files' notes is not the format.
    let broken = run.stdout.replacingOccurrences(of: "\"reduction\"", with: "\"narrowed\"")
    let failed = try CLI.run(["-c", script, schema.path], executable: "/usr/bin/python3", input: broken)
    #expect(failed.status == 1)
  }

  /// The SARIF run carries `CheckNotes` as notifications of its invocation.
  @Test func sarifCarriesTheNotesAsNotifications() throws {
    let dir = try CheckCommandTests.folder(["z.yaml": CheckScaleCommandTests.buttons(150)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(
      ["check", "z.yaml", "--format", "sarif", "--device", "iPhone 16", "--work-budget", "151"], in: dir)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let invocation = ((json["runs"] as! [[String: Any]])[0]["invocations"] as! [[String: Any]])[0]
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notes = invocation["toolExecutionNotifications"] as! [[String: Any]]
    let overlap = notes.first { ($0["associatedRule"] as? [String: Any])?["id"] as? String == "overlap" }
    #expect((overlap?["properties"] as? [String: Any])?["omitted"] as? Int == 49)
    #expect(overlap?["level"] as? String == "note")
    #expect(
      notes.contains {
        (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("checked 1 of 144") == true
      })
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
    #expect(cases.count == 17)  // one per rule
    let failures = try document.nodes(forXPath: "//testcase[failure]/@name").map { $0.stringValue }
    #expect(failures == ["hitRegion"])
    #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "1")
    #expect(try document.nodes(forXPath: "/testsuites/testsuite/@name").first?.stringValue == "a b.yaml")
  }
}
