#if canImport(Glibc)
  import Glibc
#endif

/// Signals turned into bytes on a pipe that the session waits on beside the keyboard, so a signal
/// is never lost: one that arrives while a frame is drawn leaves its byte, and the next wait
/// returns at once (a flag checked before a wait without timeout would miss it until the next key).
///
/// The handlers only write the signal's number (`write` is async-signal-safe); everything else —
/// ending the session, suspending, restoring the terminal — happens in the loop.
enum SignalPipe {
  /// The signals the session handles itself: the three that end it, SIGQUIT (the terminal is
  /// restored before its default action), and suspending and continuing.
  static let handled = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]

  /// The pipe's ends; the read end is what the loop waits on (-1 before `install`).
  nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  /// Creates the pipe (once) and installs the handlers, without SA_RESTART so a blocked call is
  /// interrupted as well.
  static func install() {
    if readEnd < 0 {
      guard let ends = WakePipe.make() else { return }
      (readEnd, writeEnd) = ends
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGWINCH)
    for signal in handled {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in SignalPipe.note(number) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
      sigaddset(&unblocked, signal)
    }
    // A parent may have blocked them (the mask is inherited): a blocked signal would never
    // reach its handler, and a blocked SIGTSTP would never stop the process.
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// Puts the default actions back: after the session, a second Ctrl-C acts normally, and
  /// SIGQUIT and SIGTSTP do what they do to any program.
  static func restoreDefaults() {
    for signal in handled { setDefault(signal) }
  }

  /// The default action for `signal` alone (before raising it to stop or to quit).
  static func setDefault(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// The signals that arrived since the last call, oldest first.
  static func drain() -> [Int32] {
    var received: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while readEnd >= 0 {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { break }
      received += buffer[..<count].map { Int32($0) }
    }
    return received
  }

  /// The handler: one byte per signal (a full pipe drops it; the loop has plenty to act on).
  private static func note(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeEnd, &byte, 1)
    EndingDeadline.note(signal)
    errno = saved
  }
}
