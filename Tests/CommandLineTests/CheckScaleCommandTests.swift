import Foundation
import Testing

/// `check` at scale, run as a script would: a ZStack of 10,000 buttons is checked within the work
/// budget (the matrix narrowed, with a note in every format saying so and how to widen it) and in
/// bounded memory; the capped findings are counted in every format.
@Suite struct CheckScaleCommandTests {
  /// A ZStack of `count` buttons, each over the others.
  static func buttons(_ count: Int) -> String {
    "body:\n  ZStack:\n    content:\n"
      + (0..<count).map { "      - Button: Button \($0)" }.joined(separator: "\n")
      + "\n"
  }

  /// 10,000 overlapping buttons over the default matrix, with a budget of ten of its layouts so the
  /// debug build the tests run stays quick: at most ten layouts are made, the note says the matrix
  /// was narrowed, and the peak memory stays far under the 500 MB.
  @Test func tenThousandControlsStayWithinTheBudgetAndMemory() throws {
    let dir = try CheckCommandTests.folder(["z.yaml": Self.buttons(10_000)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try HostileSwiftCommandTests.run(["check", dir + "/z.yaml", "--work-budget", "100010"])
    #expect(run.signal == 0)
    #expect(run.status == 1)
    let last = try #require(run.stdout.split(separator: "\n").last.map(String.init))
    let layouts = try #require(
      last.firstMatch(of: /\((\d+) distinct layouts\)/).flatMap { Int($0.1) }, "\(last)")
    #expect(layouts >= 1 && layouts <= 10, "\(last)")
    #expect(run.stdout.contains("z.yaml: note: checked "))
    #expect(run.stdout.contains("of 8496 variants: 10001 views × "))
    #expect(run.stdout.contains("past check's work budget of 100010 view layouts a file"))
    #expect(run.stdout.contains("--device, --orientation, --type-size, --direction or --language"))
    #expect(run.stdout.contains("note: [overlap] 9899 more not listed"))
    #expect(run.peakKilobytes < 500_000, "peaked at \(run.peakKilobytes) KB")
  }

  /// The previews of one Swift file share its budget (a file of 25 costs what one does), and the
  /// note says each one's part.
  @Test func thePreviewsOfASwiftFileShareItsBudget() throws {
    let preview = "#Preview { VStack { ForEach(0..<300) { i in Text(\"Row \\(i)\") } } }\n"
    let dir = try CheckCommandTests.folder([
      "Rows.swift": "import SwiftUI\n" + String(repeating: preview, count: 4)
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "Rows.swift", "--device", "iPhone 16", "--work-budget", "4000"], in: dir)
    #expect(
      run.stdout.contains(
        "past check's work budget of 4000 view layouts a file (1000 for each of its 4 previews)"),
      "\(run.stdout.prefix(1500))")
  }

  /// Every format carries the capped count and the narrowed matrix.
  @Test(arguments: ["json", "sarif", "github", "junit"])
  func notesInEveryFormat(format: String) throws {
    let dir = try CheckCommandTests.folder(["z.yaml": Self.buttons(150)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(
      ["check", "z.yaml", "--format", format, "--device", "iPhone 16", "--work-budget", "151"], in: dir)
    #expect(run.status == 1)
    // XML escapes the apostrophe in "check's".
    let output = format == "junit" ? run.stdout.replacingOccurrences(of: "&#39;", with: "'") : run.stdout
    // 149 buttons are covered: 100 listed, 49 counted.
    #expect(output.contains("[overlap] 49 more not listed (at most 100 findings of a rule per file)"))
    #expect(output.contains("past check's work budget of 151 view layouts a file"))
    // And on standard error for the person who ran it.
    #expect(run.stderr.contains("z.yaml: note: checked 1 of 144 variants"))
  }

  /// A macOS-only Swift file is checked on the Mac window, as render shows it; beside it in the
  /// same run a YAML file keeps the iPhones and iPads; `--device` chooses for both.
  @Test func aMacOnlyFileIsCheckedOnAMacWindow() throws {
    let mac = """
      import SwiftUI

      struct SettingsView: View {
        var body: some View { VStack { Text("General"); Spacer(); Button("Apply") {} } }
      }

      #if os(macOS)
        #Preview { SettingsView() }
      #endif
      """
    let dir = try CheckCommandTests.folder(["SettingsView.swift": mac, "b.yaml": "body:\n  Text: Hi\n"])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run(["check", "SettingsView.swift", "b.yaml", "--format", "json"], in: dir)
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
    let files = json["files"] as! [[String: Any]]
    // The Mac has one text size, one orientation: English and double length, both directions.
    #expect(files[0]["file"] as? String == "SettingsView.swift" && files[0]["variants"] as? Int == 4)
    #expect((files[1]["variants"] as! Int) > 1_000)
    // The button at the window's bottom is a Mac finding.
    let findings = json["findings"] as! [[String: Any]]
    let bottom = findings.first { $0["rule"] as? String == "windowBottom" }
    let groups = (bottom?["variants"] as? [String: Any])?["groups"] as? [[String: Any]]
    #expect(groups?.first?["devices"] as? [String] == ["Mac"], "\(run.stdout.prefix(1500))")
    let chosen = try CLI.run(
      ["check", "SettingsView.swift", "--device", "iPhone 16", "--format", "json"], in: dir)
    let chosenFiles = (try JSONSerialization.jsonObject(with: Data(chosen.stdout.utf8)) as! [String: Any])[
      "files"]
    #expect(((chosenFiles as! [[String: Any]])[0]["variants"] as! Int) == 144)
    #expect(!chosen.stdout.contains("windowBottom"))
  }
}
