#if canImport(Glibc)
  import Glibc
#endif

/// Starts a detached thread that never receives the process's asynchronous signals, so every
/// SIGWINCH, SIGTERM or SIGTSTP interrupts the session's own wait (`EventWait`) rather than a
/// thread that cannot act on it. The faults a thread causes itself (SIGSEGV, SIGILL, ...) still
/// reach it.
enum BackgroundThread {
  /// The signals the session's loop waits for.
  static let asynchronous = SignalPipe.handled + [SIGWINCH, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2]

  /// Runs `body` on a new thread (8 MiB of stack, as the main thread has: evaluation recurses).
  static func start(_ body: @escaping @Sendable () -> Void) {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in asynchronous { sigaddset(&blocked, signal) }
    var saved = sigset_t()
    // The new thread inherits the mask in force when it is created.
    pthread_sigmask(SIG_BLOCK, &blocked, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 8 << 20)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { context in
        let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
        FatalSignals.installAlternateStack()
        body.run()
        return nil
      }, box)
    if status != 0 { Unmanaged<Body>.fromOpaque(box).release() }
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
