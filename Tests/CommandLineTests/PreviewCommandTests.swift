import Foundation
import Testing

@Suite("preview command outside a terminal")
struct PreviewCommandTests {
  @Test("without a terminal the session explains itself and suggests render")
  func notATerminal() throws {
    let outcome = try CLI.run([CLI.sample("sign-in.yaml")])
    #expect(outcome.status == 69)
    #expect(outcome.stderr.contains("needs a terminal"))
    #expect(outcome.stderr.contains("layout-preview render"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("an unknown theme is a usage error that lists the shipped ones")
  func unknownTheme() throws {
    let outcome = try CLI.run([CLI.sample("sign-in.yaml"), "--theme", "neon"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("unknown theme 'neon'"))
    #expect(outcome.stderr.contains("high-contrast"))
  }

  @Test("a malformed theme file names its line and column")
  func malformedTheme() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.yaml")
    try "name: Broken\nroles:\n  txet: { foreground: red }\n".write(
      to: file, atomically: true, encoding: .utf8)
    let outcome = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--color", "always", "--theme", file.path,
    ])
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("\(file.path):3:3"))
  }
}
