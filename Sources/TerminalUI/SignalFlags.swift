#if canImport(Glibc)
  import Glibc
#endif

/// Termination requests from signals, noted by async-signal-safe handlers and read by the input loop.
///
/// SIGTERM, SIGHUP and SIGINT only set a flag; the blocking read returns (EINTR or its timeout),
/// the loop sees the flag and leaves through the same path as `q`, which restores the terminal.
enum SignalFlags {
  /// The signal that asked the session to end, or 0.
  nonisolated(unsafe) static var pending: sig_atomic_t = 0

  /// Installs the handlers (without SA_RESTART, so a blocked read is interrupted).
  static func install() {
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in SignalFlags.pending = number }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// Puts the default handlers back, so a second Ctrl-C after the session ended acts normally.
  static func restoreDefaults() {
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = SIG_DFL
      sigaction(signal, &action, nil)
    }
  }
}
