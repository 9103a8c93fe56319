import Foundation
import Testing

/// A session that crashes leaves a normal terminal: the normal screen, mouse and keypad modes
/// off, echo and canonical mode back, and the crash report on the normal screen.
///
/// The crash is made on purpose by a debug build's test-only trigger (`CrashTrigger`, an
/// environment variable no released program reads), on the thread that reloads a saved file,
/// where a crash in a reader would happen.
@Suite("Crashes in a terminal", .serialized)
struct CrashInTmuxTests {
  /// A copy of the sign-in sample in a folder of its own, to save while the session runs.
  static func scratchCopy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-crash-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("screen.yaml")
    try FileManager.default.copyItem(atPath: SessionInTmuxTests.signIn, toPath: file.path)
    return file
  }

  /// Starts a session on a scratch file with the trigger set, saves the file so the reload
  /// crashes, and returns what the wrapper recorded and the pane.
  static func crash(
    _ kind: String, backtrace: Bool = false
  ) throws -> (modes: String, screen: [String], tmux: TmuxSession) {
    let file = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    // The Swift runtime's backtracer is switched off except where its report is the point: it
    // takes seconds to symbolicate, and waits for a key in a terminal.
    let tmux = try TmuxSession(
      [file.path],
      environment: [
        "LAYOUT_PREVIEW_TEST_CRASH": kind,
        "SWIFT_BACKTRACE": backtrace ? "enable=yes,interactive=no" : "enable=no",
      ])
    try tmux.waitFor(text: "Welcome back")
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag} #{keypad_cursor_flag}") == "1 1 1")
    try (String(contentsOf: file, encoding: .utf8) + "\n").write(to: file, atomically: true, encoding: .utf8)
    let modes = try #require(try tmux.waitForExit(backtrace ? 60 : 10))
    let screen = try tmux.waitFor(text: "[exited")
    return (modes, screen, tmux)
  }

  @Test(
    "a crash restores the terminal and ends with the crash's signal",
    arguments: [
      ("segv", 139), ("overflow", 139), ("abort", 134), ("fatal", 132), ("throw", 132), ("bus", 135),
      ("fpe", 136),
    ])
  func crashRestoresTheTerminal(kind: String, status: Int) throws {
    let (modes, screen, tmux) = try Self.crash(kind)
    #expect(modes.contains("status \(status)"), "\(modes.prefix(20))")
    #expect(modes.contains(" icanon") && modes.contains(" echo") && !modes.contains("-icanon"))
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag} #{keypad_cursor_flag}") == "0 0 0")
    #expect(!screen.contains { $0.contains("Welcome back") })
  }

  @Test("fatalError's backtrace prints on the normal screen, not inside the session's picture")
  func backtraceOnTheNormalScreen() throws {
    let (modes, screen, tmux) = try Self.crash("fatal", backtrace: true)
    #expect(modes.contains("status 132"))
    // The report scrolls the normal screen: its start is in the scrollback, which the
    // alternate screen would not have added to.
    let shown = try tmux.scrollback()
    #expect(shown.contains("Program crashed: Illegal instruction"))
    #expect(shown.contains("crash asked for by LAYOUT_PREVIEW_TEST_CRASH"))
    #expect(screen.contains { $0.contains("Backtrace took") })
    #expect(!shown.contains("Welcome back"))
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
  }
}
