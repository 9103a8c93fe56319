import Foundation
import Testing

/// Files that blow a budget or are not files, in a running session: the banner names the
/// problem with file:line:column, the last good wireframe stays, and keys keep working.
@Suite("Bad input in a terminal", .serialized)
struct BadInputInTmuxTests {
  static let regressions = TmuxSession.packageRoot.appendingPathComponent("Fuzz/regressions")

  @Test("an alias bomb saved into a running session shows a banner at once and keys keep working")
  func aliasBombSaved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-bomb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.yaml")
    try "body:\n  Text: Before\n  font: largeTitle\n".write(to: file, atomically: false, encoding: .utf8)
    let tmux = try TmuxSession([file.path])
    try tmux.waitFor(text: "Before")
    let bomb = try Data(contentsOf: Self.regressions.appendingPathComponent("alias-bomb-10-levels.yaml"))
    try bomb.write(to: file)
    let banner = try tmux.waitFor(text: "YAML nodes", 5)
    #expect(banner.contains { $0.contains("screen.yaml:10:24") })
    #expect(banner.contains { $0.contains("Before") })
    try tmux.type("r")
    let rotated = try tmux.waitFor { $0.dropLast().last?.contains("landscape") == true }
    #expect(rotated.contains { $0.contains("Before") })
    try tmux.type("q")
    #expect(try #require(try tmux.waitForExit()).contains("status 0"))
  }

  @Test("a directory or a FIFO given to the session is a banner, not a hang")
  func notAFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let tmux = try TmuxSession(["pipe.yaml", "/dev/zero"], directory: folder.path)
    let first = try tmux.waitFor(text: "cannot read the layout file")
    #expect(first.contains { $0.contains("pipe.yaml:1:1: error: cannot read the layout file: it is a FIFO") })
    try tmux.type("n")
    let second = try tmux.waitFor(text: "it is a device")
    #expect(second.contains { $0.contains("/dev/zero:1:1") })
    try tmux.type("q")
    #expect(try #require(try tmux.waitForExit()).contains("status 0"))
  }
}
