import Foundation
import Testing

/// Signals in a real terminal: each ends, stops or continues the session with the terminal
/// restored, whenever it arrives, and the exit status says which signal it was.
@Suite("Signals in a terminal", .serialized)
struct SignalsInTmuxTests {
  static let signIn = SessionInTmuxTests.signIn

  @Test(
    "SIGTERM, SIGHUP and SIGINT end the session, restore the terminal and exit 128 plus the signal",
    arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)])
  func endingSignal(signal: Int32, status: Int) throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    let pid = try #require(try tmux.programPID())
    kill(pid, signal)
    let modes = try #require(try tmux.waitForExit())
    #expect(modes.contains("status \(status)"))
    #expect(modes.contains(" icanon"))
    #expect(modes.contains(" echo"))
    let screen = try tmux.waitFor(text: "[exited")
    #expect(!screen.contains { $0.contains("Welcome back") })
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
  }

  @Test("a SIGTERM that arrives while a large layout is drawn ends the session without another key")
  func signalDuringRedraw() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-redraw-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // About 20,000 nodes: each device change lays out and draws for a noticeable time.
    let rows = (0..<5000).map { "  - HStack: [Text: row \($0), Spacer, Toggle: {title: on, isOn: true}]" }
    let file = folder.appendingPathComponent("large.yaml")
    try ("body:\n  List:\n" + rows.joined(separator: "\n") + "\n").write(
      to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path])
    try tmux.waitFor(text: "large.yaml")
    let pid = try #require(try tmux.programPID())
    // Several device changes queue several frames; the signal lands among them.
    try tmux.type("dddd")
    Thread.sleep(forTimeInterval: 0.2)
    kill(pid, SIGTERM)
    let modes = try #require(try tmux.waitForExit(30))
    #expect(modes.contains("status 143"))
    #expect(modes.contains(" icanon"))
  }

  @Test("SIGQUIT restores the terminal before its default action: no raw mode, no backtrace")
  func sigquit() throws {
    let tmux = try TmuxSession(shell: [Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.press("C-\\")
    let screen = try tmux.waitFor(text: "Quit")
    #expect(!screen.contains { $0.contains("Welcome back") || $0.contains("Backtrace") })
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
    try tmux.type("echo \"[status $?] $(stty -a | grep -o -w -e icanon -e echo | sort | tr '\\n' ' ')\"")
    try tmux.press("Enter")
    let after = try tmux.waitFor { $0.contains { $0.hasPrefix("[status ") } }
    #expect(after.contains { $0.contains("[status 131] echo icanon") })
  }

  @Test("Ctrl-Z restores the terminal and stops; fg redraws the session, which goes on working")
  func suspendAndContinue() throws {
    let tmux = try TmuxSession(shell: [Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.press("C-z")
    let stopped = try tmux.waitFor(text: "Stopped")
    #expect(!stopped.contains { $0.contains("Welcome back") })
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
    try tmux.type("fg")
    try tmux.press("Enter")
    let back = try tmux.waitFor { $0.joined().contains("Welcome back") && $0.joined().contains("Password") }
    #expect(back.contains { $0.contains("Password") })
    #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "1 1")
    try tmux.type("d")
    let next = try tmux.waitFor(text: "iPhone Air")
    #expect(next.joined().contains("iPhone Air"))
    try tmux.type("q")
    try tmux.waitFor { !$0.joined().contains("Welcome back") }
    try tmux.type("echo \"[status $?]\"")
    try tmux.press("Enter")
    #expect(try tmux.waitFor(text: "[status 0]").contains { $0.contains("[status 0]") })
  }

  @Test("a session stopped by SIGSTOP and continued by SIGCONT repaints the whole screen")
  func continuedRepaints() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    let pid = try #require(try tmux.programPID())
    kill(pid, SIGSTOP)
    try tmux.clear()
    #expect(try !tmux.screen().contains { $0.contains("Welcome back") })
    kill(pid, SIGCONT)
    let back = try tmux.waitFor { $0.joined().contains("Welcome back") && $0.joined().contains("Password") }
    #expect(back.contains { $0.contains("Password") })
  }
}
