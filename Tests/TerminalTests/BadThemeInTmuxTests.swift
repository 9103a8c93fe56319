import Foundation
import Testing

/// A bad theme file in ./Themes is reported and skipped; the session starts as ever.
@Suite("A bad theme in a terminal")
struct BadThemeInTmuxTests {
  @Test("an alias bomb in ./Themes does not stop the session from starting: it is skipped, with a notice")
  func aliasBombInThemes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-themes-\(UUID())")
    let themes = folder.appendingPathComponent("Themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      lines.append(
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
          + "]")
    }
    lines.append("name: *a8")
    try (lines.joined(separator: "\n") + "\n").write(
      to: themes.appendingPathComponent("bomb.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: TmuxSession.packageRoot.appendingPathComponent("Themes/dark.yaml").path,
      toPath: themes.appendingPathComponent("dark.yaml").path)
    let tmux = try TmuxSession([SessionInTmuxTests.signIn], directory: folder.path)
    let screen = try tmux.waitFor(text: "Welcome back")
    #expect(screen.contains { $0.contains("Welcome back") })
    #expect(screen.last?.hasPrefix("Theme skipped: ") == true)
    #expect(screen.last?.contains("bomb.yaml") == true)
    try tmux.type("q")
    let modes = try #require(try tmux.waitForExit())
    #expect(modes.contains("status 0"))
  }
}
