import CNcurses
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Puts the terminal back the way the shell had it from places where ncurses cannot be called: a
/// signal handler after a crash, or the thread that ends a session a busy loop does not end in
/// time (`EndingDeadline`).
///
/// Everything the restore needs is prepared at `prepare` (the bytes that leave the session's
/// modes, and the shell's termios) in memory that is never freed, so `restore` only calls
/// `write` and `tcsetattr`, both async-signal-safe.
enum TerminalRescue {
  /// Set by whoever restores the terminal first (the session's own `stop`, a crash handler or the
  /// deadline), so the terminal is restored once and the others leave it alone.
  private static let claimed = Atomic<Bool>(false)
  nonisolated(unsafe) private static var bytes: UnsafeMutableBufferPointer<UInt8>?
  nonisolated(unsafe) private static var shellModes: UnsafeMutablePointer<termios>?

  /// Records the shell's terminal modes; called before ncurses changes them.
  static func saveShellModes() {
    let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    guard tcgetattr(STDIN_FILENO, modes) == 0 else {
      modes.deallocate()
      return
    }
    shellModes = modes
  }

  /// Prepares the bytes that undo what the session turned on, once ncurses knows the terminal:
  /// CAN first (it cancels an escape sequence a crash may have cut in half), then attributes off,
  /// every mouse-reporting mode off, the keypad's application mode off, the cursor shown, and the
  /// alternate screen left (the terminal's own `rmcup`, else xterm's).
  static func prepare() {
    var sequence: [UInt8] = [0x18]
    sequence += capability("sgr0") ?? Array("\u{1B}[m".utf8)
    sequence += Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1015l".utf8)
    sequence += capability("rmkx") ?? Array("\u{1B}[?1l\u{1B}>".utf8)
    sequence += capability("cnorm") ?? Array("\u{1B}[?25h".utf8)
    sequence += capability("rmcup") ?? Array("\u{1B}[?1049l".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: sequence.count)
    _ = buffer.initialize(from: sequence)
    bytes = buffer
  }

  /// Standard error while the session runs: the terminal's descriptor set aside, the unlinked
  /// file written instead, and a buffer to copy it back with (-1 and `nil` when not captured).
  nonisolated(unsafe) private static var terminalError: Int32 = -1
  nonisolated(unsafe) private static var capturedError: Int32 = -1
  nonisolated(unsafe) private static var copyBuffer: UnsafeMutableRawPointer?
  private static let copyBufferSize = 65_536

  /// Sends standard error to a file while the session owns the screen, when it is the terminal:
  /// a message written meanwhile (Swift's "Fatal error: …" before its trap, a warning) would be
  /// drawn into the session's picture and lost with the alternate screen. `releaseStandardError`
  /// writes it out once the terminal is restored.
  static func captureStandardError() {
    guard terminalError < 0, isatty(STDERR_FILENO) == 1 else { return }
    var template = Array("/tmp/layout-preview-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      close(file)
      if saved >= 0 { close(saved) }
      return
    }
    _ = fcntl(file, F_SETFD, FD_CLOEXEC)
    copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: copyBufferSize, alignment: 16)
    (terminalError, capturedError) = (saved, file)
  }

  /// Gives standard error back to the terminal and writes what was captured. Async-signal-safe
  /// (`dup2`, `pread`, `write`), so a crash handler calls it before the crash report.
  static func releaseStandardError() {
    let (saved, file) = (terminalError, capturedError)
    guard saved >= 0, file >= 0, let copyBuffer else { return }
    terminalError = -1
    dup2(saved, STDERR_FILENO)
    var offset = 0
    while true {
      let count = pread(file, copyBuffer, copyBufferSize, off_t(offset))
      guard count > 0 else { break }
      var written = 0
      while written < count {
        let step = write(STDERR_FILENO, copyBuffer + written, count - written)
        if step <= 0 { break }
        written += step
      }
      offset += count
    }
  }

  /// Claims the restore: `true` for the first caller only.
  static func claim() -> Bool {
    claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
  }

  /// Whether someone has restored (or is restoring) the terminal.
  static var isClaimed: Bool { claimed.load(ordering: .acquiring) }

  /// Writes the prepared bytes, puts the shell's modes back (echo, canonical mode, signals) and
  /// standard error. Async-signal-safe: no allocation, no lock, no ncurses.
  static func restore() {
    if let bytes, let base = bytes.baseAddress {
      var written = 0
      while written < bytes.count {
        let count = write(STDOUT_FILENO, base + written, bytes.count - written)
        if count <= 0 { break }
        written += count
      }
    }
    if let shellModes { tcsetattr(STDIN_FILENO, TCSANOW, shellModes) }
    releaseStandardError()
  }

  /// A string capability of the current terminal (`nil` when it has none).
  private static func capability(_ name: String) -> [UInt8]? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return Array(String(cString: value).utf8)
  }
}
