#if canImport(Glibc)
  import Glibc
#endif

/// The signals a crash ends in, handled only to restore the terminal first: the crash report (the
/// Swift runtime's backtrace, or the shell's "Segmentation fault") then prints on the normal
/// screen, in cooked mode, instead of inside the session's picture with echo off.
///
/// Swift's `fatalError`, a failed `try!` (an uncaught error), `preconditionFailure`, an overflow
/// and a forced unwrap of `nil` end in a trap instruction: SIGILL on x86-64 Linux (`ud2`), SIGTRAP
/// on arm64 (`brk`); both are covered.
enum FatalSignals {
  static let handled = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

  /// What each signal did before (the Swift runtime's backtracer, or the default), put back by
  /// the handler; allocated once, so the handler only reads it.
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

  /// Installs the handlers (once), on an alternate stack so a stack overflow can be handled.
  static func install() {
    guard previous == nil else { return }
    installAlternateStack()
    let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: handled.count)
    saved.initialize(repeating: sigaction(), count: handled.count)
    for (index, signal) in handled.enumerated() {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { signal, info, _ in FatalSignals.handle(signal, info) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, saved + index)
    }
    previous = saved
  }

  /// Gives the calling thread a stack for signal handlers, unless it has one: a thread that
  /// overflows its own stack can only run a handler there. Every thread that evaluates a file
  /// calls this (the alternate stack is per thread).
  static func installAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 64 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
  }

  /// Restores the terminal (once), puts the previous action back, and lets the crash go on: a
  /// fault returns to the instruction that faulted, which faults again into the previous action
  /// with its own context (so the backtrace is the crash's); a signal that was sent (`abort`,
  /// `kill`) is sent again, and arrives when this handler returns.
  private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
    if TerminalRescue.claim() { TerminalRescue.restore() }
    if let previous, let index = handled.firstIndex(of: signal) {
      sigaction(signal, previous + index, nil)
    } else {
      var fallback = sigaction()
      fallback.__sigaction_handler.sa_handler = SIG_DFL
      sigaction(signal, &fallback, nil)
    }
    if (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
  }
}
