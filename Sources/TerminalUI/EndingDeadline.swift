#if canImport(Glibc)
  import Glibc
#endif

/// Ends the session within 100 ms of SIGTERM, SIGINT, SIGHUP or SIGQUIT whatever the loop is
/// computing at the time (a huge frame, a slow layout).
///
/// The signal handler also writes the signal here; a thread of its own waits for it, gives the
/// loop `allowance` to end the session the ordinary way (it claims `TerminalRescue` as it stops),
/// and otherwise restores the terminal itself and ends the process as the loop would have: exit
/// status 128 plus the signal, or SIGQUIT's default action.
enum EndingDeadline {
  /// How long the loop has to start ending on its own: half of the promised 100 ms.
  static let allowance: Int32 = 50
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  /// Starts the waiting thread (once).
  static func start() {
    guard writeEnd < 0, let ends = WakePipe.make(blockingRead: true) else { return }
    writeEnd = ends.write
    BackgroundThread.start { watch(ends.read) }
  }

  /// From the signal handler: async-signal-safe.
  static func note(_ signal: Int32) {
    guard writeEnd >= 0,
      signal == SIGTERM || signal == SIGINT || signal == SIGHUP || signal == SIGQUIT
    else { return }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeEnd, &byte, 1)
  }

  private static func watch(_ readEnd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return }
      _ = poll(nil, 0, allowance)
      // The loop got there first: it restores the terminal and exits on its own.
      guard TerminalRescue.claim() else { continue }
      TerminalRescue.restore()
      let signal = Int32(byte)
      if signal == SIGQUIT {
        SignalPipe.setDefault(SIGQUIT)
        kill(getpid(), SIGQUIT)
        _ = poll(nil, 0, 1000)
      }
      _exit(128 + signal)
    }
  }
}
