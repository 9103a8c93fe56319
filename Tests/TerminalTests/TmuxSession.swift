import Foundation
import TestSupport

/// The real `layout-preview` binary running in a real terminal: a private tmux server at a fixed
/// size, driven with `send-keys` and read with `capture-pane`, the way a person uses it.
final class TmuxSession {
  /// A private server socket, so tests never touch a person's tmux or each other.
  let socket = "lp-test-\(UUID().uuidString.prefix(8))"
  /// Where the wrapper script records the terminal state after the program exits.
  let afterExit: URL
  private let scratch: URL
  /// The tmux server and the pane's process group, killed outright when the test ends: a server
  /// told to `kill-server` waits for its pane, and a pane's shell can outlive the polite request.
  private var serverPID: pid_t = 0
  private var panePID: pid_t = 0

  /// The `layout-preview` executable beside the test bundle in the build folder.
  static let binary: String = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("layout-preview").path

  /// The package root, for the samples.
  static let packageRoot: URL = Repository.root

  /// `environment` with the config, state and cache folders inside `scratch` unless it names its
  /// own, so a session never reads a person's config nor writes their remembered variants or caches.
  static func isolated(_ environment: [String: String], in scratch: URL) -> [String: String] {
    var out = [
      "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
      "XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
      "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
    ]
    out.merge(environment) { _, given in given }
    return out
  }

  /// Starts `layout-preview arguments` in a `columns` x `rows` terminal, in `directory`, with
  /// `environment` added to the program's.
  init(
    _ arguments: [String], columns: Int = 120, rows: Int = 40, directory: String? = nil,
    environment: [String: String] = [:]
  ) throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    afterExit = scratch.appendingPathComponent("after-exit")
    let quoted = ([Self.binary] + arguments).map(Self.shellQuote).joined(separator: " ")
    let script = scratch.appendingPathComponent("run.sh")
    // After the program ends, record its status and the terminal modes, then keep the pane open
    // a while so the test can look at what the person is left with. `timeout` and the bounded
    // sleep make the server end on its own even if a test never gets to kill it.
    try """
    #!/bin/sh
    cd \(Self.shellQuote(directory ?? Self.packageRoot.path))
    # Ctrl-C sends SIGINT to the whole foreground group: this script must outlive it to record.
    trap : INT QUIT
    timeout --foreground 120 \(quoted)
    status=$?
    { echo "status $status"; stty -a; } > \(Self.shellQuote(afterExit.path)) 2>&1
    echo "[exited $status]"
    exec sleep 30
    """.write(to: script, atomically: true, encoding: .utf8)
    try tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows),
        "env", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "TERM=screen-256color",
      ] + Self.isolated(environment, in: scratch).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        + ["sh", script.path])
    try tmux(["set-option", "-t", "main", "window-size", "manual"])
    let ids = try tmux(["display-message", "-p", "-t", "main", "#{pid} #{pane_pid}"])
      .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if ids.count == 2 { (serverPID, panePID) = (ids[0], ids[1]) }
  }

  /// Starts an interactive shell with job control in a `columns` x `rows` terminal and runs
  /// `layout-preview arguments` from it, as a person at a prompt does (Ctrl-Z and `fg` need a
  /// shell that stops and continues jobs). `type` and `press` then go to the program or the shell.
  init(shell arguments: [String], columns: Int = 120, rows: Int = 40) throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    afterExit = scratch.appendingPathComponent("after-exit")
    try tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows),
        "-c", Self.packageRoot.path, "env", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "TERM=screen-256color",
      ] + Self.isolated([:], in: scratch).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [
        "PS1=$ ", "bash", "--norc", "--noprofile", "-i",
      ])
    try tmux(["set-option", "-t", "main", "window-size", "manual"])
    let ids = try tmux(["display-message", "-p", "-t", "main", "#{pid} #{pane_pid}"])
      .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if ids.count == 2 { (serverPID, panePID) = (ids[0], ids[1]) }
    try waitFor(text: "$")
    try type(([Self.binary] + arguments).map(Self.shellQuote).joined(separator: " "))
    try press("Enter")
  }

  /// A tmux format of the pane, such as `#{alternate_on}` or `#{mouse_any_flag}`.
  func paneFormat(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "main", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Clears the terminal behind the program's back (writing to the pane's tty), as another
  /// program writing to the terminal would.
  func clear() throws {
    let tty = try paneFormat("#{pane_tty}")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: tty))
    defer { try? handle.close() }
    try handle.write(contentsOf: Data("\u{1B}[2J\u{1B}[H".utf8))
    _ = try waitFor(2) { $0.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
  }

  deinit {
    // A program started from an interactive shell has a process group of its own.
    if let program = try? programPID() { kill(program, SIGKILL) }
    _ = try? tmux(["kill-server"])
    if panePID > 0 { kill(-panePID, SIGKILL) }
    if serverPID > 0 { kill(serverPID, SIGKILL) }
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Types literal text.
  func type(_ text: String) throws { try tmux(["send-keys", "-t", "main", "-l", text]) }

  /// Presses named keys (tmux names: `Tab`, `Escape`, `Enter`, `C-c`, `Left`, ...).
  func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "main"] + keys) }

  /// Turns the mouse wheel one notch over the cell `column`, `row` (0-based), as a terminal
  /// reports it to a program that asked for mouse events: the X10 encoding ncurses reads with
  /// `TERM=screen-256color` (ESC [ M, then the button, column and row, each plus 32; the wheel is
  /// button 64 up, 65 down). Sent as bytes, since `send-keys -M` needs a real client's mouse.
  func wheel(down: Bool, column: Int, row: Int) throws {
    let bytes = [0x1B, 0x5B, 0x4D, 32 + (down ? 65 : 64), 33 + column, 33 + row]
    try tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// What the screen shows now, one string per row.
  func screen() throws -> [String] {
    var rows = try tmux(["capture-pane", "-p", "-t", "main"])
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // capture-pane ends every row with a newline, so the split leaves one empty string after the last.
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// What the screen shows now with its colours and attributes, as SGR sequences (`capture-pane -e`).
  func screenWithStyles() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", "main"])
  }

  /// Everything the pane has shown, the lines scrolled off the top included.
  func scrollback() throws -> String {
    try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "main"])
  }

  /// Waits until `condition` holds for the screen (at most `seconds`), returning the last screen.
  ///
  /// A capture can catch the program halfway through drawing a frame: the text that `condition`
  /// looks for is there, the outline under it is not yet. So once `condition` holds, the screen is
  /// captured again until two captures 50 ms apart agree (for at most a second), and the last
  /// capture that satisfies `condition` is returned.
  @discardableResult
  func waitFor(_ seconds: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(seconds)
    var last = try screen()
    while !condition(last) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      last = try screen()
    }
    guard condition(last) else { return last }
    let settleBy = Date().addingTimeInterval(1)
    while Date() < settleBy {
      Thread.sleep(forTimeInterval: 0.05)
      let next = try screen()
      if next == last || !condition(next) { break }
      last = next
    }
    return last
  }

  /// The screen once a frame is wholly drawn: two captures 80 ms apart agree (under load a capture
  /// can catch a repaint half done, half the old sample and half the new), waiting at most four
  /// seconds.
  func settled() throws -> [String] {
    var last = try screen()
    for _ in 0..<50 {
      Thread.sleep(forTimeInterval: 0.08)
      let next = try screen()
      if next == last { return next }
      last = next
    }
    return last
  }

  /// Waits until the screen shows `text` somewhere.
  @discardableResult
  func waitFor(text: String, _ seconds: Double = 10) throws -> [String] {
    try waitFor(seconds) { $0.contains { $0.contains(text) } }
  }

  /// Resizes the terminal, as a person dragging the window would.
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
  }

  /// The pane's title: what an OSC 0 or OSC 2 sequence reaching the terminal would set.
  func paneTitle() throws -> String {
    try tmux(["display-message", "-p", "-t", "main", "#{pane_title}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The process id of the program in the pane: the last of the pane shell's descendants (the
  /// wrapper runs it under `timeout`, which would only pass some signals on).
  func programPID() throws -> Int32? {
    let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var pid = Int32(shell)
    var program: Int32?
    while let parent = pid,
      let children = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8),
      let child = children.split(separator: " ").first.flatMap({ Int32($0) })
    {
      program = child
      pid = child
    }
    return program
  }

  /// What the wrapper recorded after the program exited (status and `stty -a`), once it has.
  func waitForExit(_ seconds: Double = 10) throws -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let text = try? String(contentsOf: afterExit, encoding: .utf8), text.contains("speed") {
        return text
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// Runs one tmux command against the private server and returns what it printed.
  ///
  /// Spawned with `posix_spawn` and reaped with `waitpid`, writing to a file: the server that
  /// `new-session` forks inherits the client's descriptors, which makes Foundation's `Process`
  /// wait forever for a client that has already exited.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let output = scratch.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ["tmux", "-L", socket] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
    guard status == 0 else { throw TmuxError(message: "cannot start tmux (\(status))") }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  private static func shellQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// tmux could not be started.
struct TmuxError: Error {
  var message: String
}
