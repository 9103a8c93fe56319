import Foundation
import Testing

/// `layout-preview check`: findings, exit statuses and options, run as a script would.
@Suite struct CheckCommandTests {
  /// A small button (a hitRegion error) and a truncated line (a textClipped warning).
  static let broken = """
    body:
      VStack:
        content:
          - Button: Hi
            id: small
          - Text: A sentence long enough to need more than one line on any iPhone in portrait at all.
            lineLimit: 1
            id: cut
    """

  /// Writes `files` (name: contents) to a new folder and returns its path.
  static func folder(_ files: [String: String]) throws -> String {
    let url = try CLI.temporaryDirectory()
    for (name, contents) in files {
      try contents.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url.path
  }

  /// The narrow matrix the tests check over: one phone, portrait, two sizes, both directions.
  static let narrow = ["--device", "iPhone 16", "--orientation", "portrait", "--type-size", "Large,AX5"]

  @Test func errorsExitOneAndPrintGroupedFindings() throws {
    let dir = try Self.folder(["a.yaml": Self.broken])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "a.yaml"] + Self.narrow, in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.isEmpty)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "a.yaml: 1 error, 1 warning in 8 variants")
    #expect(
      lines.contains {
        $0.hasPrefix("  a.yaml:4:9: error: [hitRegion] Button 'small' at 0.0: Button is smaller")
      })
    #expect(lines.contains("    in every variant (8 of 8 variants)"))
    #expect(
      lines.contains {
        $0.hasPrefix("  a.yaml:6:9: warning: [textClipped] Text 'cut' at 0.1: text is truncated")
      })
    #expect(lines.last == "1 file, 8 variants (8 distinct layouts): 1 error, 1 warning")
  }

  @Test func warningsOnlyExitZero() throws {
    let dir = try Self.folder(["a.yaml": Self.broken])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "a.yaml", "--severity", "hitRegion=warning"] + Self.narrow, in: dir)
    #expect(run.status == 0)
    #expect(run.stdout.contains("warning: [hitRegion]"))
    let off = try CLI.run(
      ["check", "a.yaml", "--severity", "hitRegion=off,textClipped=off"] + Self.narrow, in: dir)
    #expect(off.status == 0)
    #expect(off.stdout.hasPrefix("a.yaml: no findings in 8 variants"))
  }

  @Test func invalidFileExits65AndTheOthersAreStillChecked() throws {
    let dir = try Self.folder(["a.yaml": Self.broken, "b.yaml": "body:\n  Txet: Hi\n"])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "."] + Self.narrow, in: dir)
    #expect(run.status == 65)
    #expect(run.stderr.contains("b.yaml:2:3: error: unknown element 'Txet'"))
    #expect(run.stdout.contains("a.yaml: 1 error, 1 warning"))
    let missing = try CLI.run(["check", "nope.yaml"] + Self.narrow, in: dir)
    #expect(missing.status == 66)
  }

  @Test func unknownRuleInCheckIgnoresExits65WithItsPlace() throws {
    let dir = try Self.folder(["a.yaml": "body:\n  Button: Hi\n  checkIgnores: hitRegion, hitregion\n"])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "a.yaml"] + Self.narrow, in: dir)
    #expect(run.status == 65)
    #expect(run.stderr.contains("a.yaml:2:3: error: checkIgnores names no rule 'hitregion'"))
    #expect(run.stdout.hasPrefix("a.yaml: no findings"))
  }

  @Test func badOptionsAreUsageErrors() throws {
    for options in [
      ["--severity", "hitRegion=fatal"], ["--type-size", "AX9"], ["--device", "Nokia 3310"],
      ["--orientation", "upside-down"],
    ] {
      let run = try CLI.run(["check", CLI.sample("sign-in.yaml")] + options)
      #expect(run.status == 64, "\(options)")
    }
  }

  /// The default matrix over a sample: every iPhone and iPad, 3 orientations, 12 sizes, English
  /// and double length in both directions.
  @Test func defaultMatrixCoversEveryIPhoneAndIPad() throws {
    let run = try CLI.run(["check", CLI.sample("sign-in.yaml"), "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let findings = json["findings"] as! [[String: Any]]
    let variants = findings.first?["variants"] as? [String: Any]
    #expect(variants?["total"] as? Int == 59 * 3 * 12 * 4)
  }
}
