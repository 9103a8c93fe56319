import Foundation
import Testing

/// A slow reload in a real terminal: the session keeps the last picture marked "reloading…",
/// answers keys, can give the reload up, and ends at a signal without waiting for the reload.
@Suite("Slow reloads in a terminal", .serialized)
struct ReloadInTmuxTests {
  /// A folder with the sign-in sample as `screen.yaml`.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-reload-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: SessionInTmuxTests.signIn, toPath: folder.appendingPathComponent("screen.yaml").path)
    return folder
  }

  /// A valid layout of about 96,000 nodes (under the 100,000-node budget): reading and laying it
  /// out takes seconds in a debug build.
  static let slowLayout: String = {
    let rows = (0..<24_000).map {
      "  - HStack: [Text: row \($0) with a longer text to read, Spacer, Toggle: {title: on, isOn: true}]"
    }
    return "body:\n  List:\n" + rows.joined(separator: "\n") + "\n"
  }()

  /// Saves `text` as the file, as an editor does (a new file renamed over the old one).
  static func save(_ text: String, to file: URL) throws {
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Whether process `pid` has ended (gone, or a zombie waiting for its parent).
  static func hasEnded(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    // The state follows the parenthesised command name.
    guard let close = stat.lastIndex(of: ")") else { return true }
    return stat[stat.index(close, offsetBy: 2)] == "Z"
  }

  /// Starts a session on a scratch copy and saves the slow layout over it.
  static func slowReload(arguments: [String] = []) throws -> (tmux: TmuxSession, folder: URL, file: URL) {
    let folder = try scratch()
    // The caller removes the folder once it has it; until then, a failure here does.
    var handedOver = false
    defer { if !handedOver { try? FileManager.default.removeItem(at: folder) } }
    let file = folder.appendingPathComponent("screen.yaml")
    let tmux = try TmuxSession([file.path] + arguments)
    try tmux.waitFor(text: "Welcome back")
    try save(slowLayout, to: file)
    let marked = try tmux.waitFor(text: "reloading…")
    #expect(marked.last?.hasPrefix("reloading…") == true)
    handedOver = true
    return (tmux, folder, file)
  }

  /// The reload of `slowLayout` is seconds of work in a debug build (about 12 s of CPU), so a
  /// session that waited for it cannot end within a second, while one that ends at the signal does
  /// in a few milliseconds. The bound is a second, not the 100 ms that `EndingDeadline` promises,
  /// and the fastest of up to three tries counts: a test on a two-core machine busy with the rest
  /// of the suite is no place to time a process, only to tell "at once" from "after the reload".
  @Test(
    "a signal during a slow reload ends the session at once, with the terminal restored",
    arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)])
  func signalDuringReload(signal: Int32, status: Int) throws {
    var fastest = Double.infinity
    for _ in 0..<3 where fastest >= 1 {
      let (tmux, folder, _) = try Self.slowReload()
      defer { try? FileManager.default.removeItem(at: folder) }
      let pid = try #require(try tmux.programPID())
      // The reload is still running: the last picture is shown, marked.
      #expect(try tmux.screen().contains { $0.contains("Welcome back") })
      let sent = Date()
      kill(pid, signal)
      while !Self.hasEnded(pid) && Date().timeIntervalSince(sent) < 5 { usleep(500) }
      fastest = min(fastest, Date().timeIntervalSince(sent))
      let modes = try #require(try tmux.waitForExit())
      #expect(modes.contains("status \(status)"))
      #expect(modes.contains(" icanon") && modes.contains(" echo"))
      #expect(try tmux.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
    }
    #expect(fastest < 1, "ended \(Int(fastest * 1000)) ms after the signal at best, in three tries")
  }

  @Test("keys work during a slow reload, x gives it up and q quits at once")
  func keysDuringReload() throws {
    let (tmux, folder, _) = try Self.slowReload()
    defer { try? FileManager.default.removeItem(at: folder) }
    try tmux.type("d")
    let next = try tmux.waitFor(text: "iPhone Air", 3)
    #expect(next.contains { $0.contains("iPhone Air") })
    #expect(next.contains { $0.contains("Welcome back") })
    try tmux.type("x")
    let stopped = try tmux.waitFor(text: "Reload stopped", 3)
    #expect(stopped.last?.contains("Reload stopped") == true)
    #expect(stopped.contains { $0.contains("Welcome back") })
    try tmux.type("?")
    try tmux.type("/x")
    let help = try tmux.waitFor(text: "stop a reload (the last picture stays)", 3)
    #expect(help.contains { $0.contains("x") && $0.contains("stop a reload (the last picture stays)") })
    try tmux.press("Escape")
    try tmux.press("Escape")
    try tmux.type("q")
    let modes = try #require(try tmux.waitForExit(3))
    #expect(modes.contains("status 0"))
  }

  @Test("a newer save replaces a slow reload: its version shows while the slow one still runs")
  func newerSaveWins() throws {
    let (tmux, folder, file) = try Self.slowReload()
    defer { try? FileManager.default.removeItem(at: folder) }
    let signIn = try String(contentsOfFile: SessionInTmuxTests.signIn, encoding: .utf8)
    try Self.save(signIn.replacingOccurrences(of: "Welcome back", with: "Welcome again"), to: file)
    let newer = try tmux.waitFor(text: "Welcome again", 5)
    #expect(newer.contains { $0.contains("Welcome again") })
    #expect(newer.last?.hasPrefix("reloading…") == false)
    // The slow read's outcome, when it comes, is dropped: the newer version stays.
    Thread.sleep(forTimeInterval: 1)
    #expect(try tmux.screen().contains { $0.contains("Welcome again") })
  }

  @Test("a reload past its time budget is given up with a notice; the last picture stays")
  func timeBudget() throws {
    let (tmux, folder, _) = try Self.slowReload(arguments: ["--reload-timeout", "1"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let given = try tmux.waitFor(text: "took over 1 s to read", 5)
    #expect(given.last?.contains("screen.yaml took over 1 s to read") == true)
    #expect(given.contains { $0.contains("Welcome back") })
    #expect(given.last?.hasPrefix("reloading…") == false)
  }
}
