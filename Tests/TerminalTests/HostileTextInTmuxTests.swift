import Foundation
import Testing

/// File names and layout text with escape sequences, as a person sees them in a real terminal;
/// part of the serialized session suite so only one session runs at a time.
extension SessionInTmuxTests {
  /// ESC + CSI (clear screen), OSC 0 (set the window title, ended by BEL), C1 CSI (U+009B),
  /// the override RLO (U+202E) and the isolate LRI (U+2066).
  static let hostile = "a\u{1B}[2J\u{1B}]0;PWNED\u{7}b\u{9B}31m\u{202E}c\u{2066}d"

  @Test("a file named with OSC and CSI sequences shows stand-ins and never retitles the terminal")
  func hostileFileNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("1" + Self.hostile + ".yaml")
    // Controls are measured narrower than the stand-ins that show them, so the line's end is
    // cut; its start shows whole.
    let layout = #"body: { Text: "\e]0;PWNED\a, then enough words to run past the cut" }"#
    try layout.write(to: good, atomically: false, encoding: .utf8)
    let broken = folder.appendingPathComponent("2" + Self.hostile + ".yaml")
    try "body:\n  Text: [1\n".write(to: broken, atomically: false, encoding: .utf8)

    let tmux = try TmuxSession([good.path, broken.path])
    let title = try tmux.paneTitle()
    let first = try tmux.waitFor { self.status($0).contains("1/2") }
    #expect(status(first).hasPrefix("1a␛[2J␛]0;PWNED␇b�31m�c�d.yaml 1/2"))
    #expect(first.contains { $0.contains("␛]0;PWNED␇, then") })

    try tmux.type("n")
    let second = try tmux.waitFor { self.status($0).contains("2/2") }
    #expect(second[0].hasPrefix("⚠ "))
    #expect(second[0].contains("2a␛[2J␛]0;PWNED␇b�31m�c�d.yaml:3:1: error: malformed YAML"))
    // Had any sequence reached the terminal, the title would read PWNED and the screen be blank.
    #expect(try tmux.paneTitle() == title)
    #expect(!title.contains("PWNED"))
    #expect(status(second).hasPrefix("2a␛[2J"))
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }
}
