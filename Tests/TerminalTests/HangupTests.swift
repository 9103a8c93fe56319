import Foundation
import Testing

/// A terminal that goes away without a SIGHUP reaching the session (it is not the session's
/// controlling terminal, or the signal was blocked): every wait would return at once with
/// nothing to read, so the loop would spin at full CPU forever. The session ends as a hangup.
@Suite("Terminal hangup")
struct HangupTests {
  @Test("closing the terminal ends the session with 129 even when no SIGHUP arrives")
  func hangupWithoutSignal() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    #expect(openpty(&master, &slave, nil, nil, &size) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, target) }
    // The child must not hold the master too, or closing ours would not hang up.
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A new session without a controlling terminal: closing the pty sends it no SIGHUP.
    posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID, which does not import
    let arguments = [TmuxSession.binary, SessionInTmuxTests.signIn]
    var cArguments = arguments.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    let variables: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8"]
    var environment = variables.map { strdup($0) } + [nil]
    defer { for pointer in environment { free(pointer) } }
    var pid: pid_t = 0
    #expect(posix_spawn(&pid, TmuxSession.binary, &actions, &attributes, &cArguments, &environment) == 0)
    close(slave)
    // Wait for the first frame, then hang up.
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var seen = 0
    let start = Date()
    while seen < 1000 && Date().timeIntervalSince(start) < 10 {
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { break }
      seen += count
    }
    #expect(seen >= 1000)
    close(master)
    var status: Int32 = 0
    var ended = false
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid {
        ended = true
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    if !ended { kill(pid, SIGKILL) }
    #expect(ended)
    #expect(ended && (status >> 8) & 0xFF == 129)
  }
}
