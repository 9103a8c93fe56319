#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work that recurses once per tree level on a thread with a large stack.
///
/// Layout recurses through a few frames per nesting level. Threads from Swift's cooperative pool
/// (where tests and async callers run) have small stacks, so a tree a thousand levels deep would
/// overflow them. Only the pages actually touched are committed, so a generous reservation is cheap.
///
/// The thread is kept and reused: making one per call (a 512 MiB mapping, and its stack pages
/// faulted in afresh each time) cost more than laying out the deep chain itself. One idle
/// thread is kept; layouts that run at the same time get threads of their own, which end after
/// their job when one is already kept.
package enum LargeStack {
  /// The stack reserved for deep layouts.
  static let size = 512 * 1024 * 1024

  /// The idle worker, if any; guarded by its lock.
  private static let idle = KeptValue<LargeStackWorker>()

  /// How many threads were started (for tests: not one per layout).
  static var threadsStarted: Int { started.withLock { $0.value } }
  fileprivate static let started = Counter()

  /// Runs `body` on a thread with a `size`-byte stack and waits for its result.
  package static func run<T>(_ body: @escaping () -> T) -> T {
    guard let worker = idle.take() ?? LargeStackWorker() else { return body() }
    let slot = ResultSlot<T>()
    worker.perform { slot.value = body() }
    if let replaced = idle.keep(worker) { replaced.stop() }
    return slot.value!
  }
}

/// A thread with a large stack that runs one job at a time, handed over through two semaphores.
private final class LargeStackWorker: @unchecked Sendable {
  private let start = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
  private let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
  /// The next job, `nil` to end the thread; written before `start` is posted, read after.
  private var job: (() -> Void)?

  /// Starts the thread, or `nil` when none could be made.
  init?() {
    sem_init(start, 0, 0)
    sem_init(done, 0, 0)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, LargeStack.size)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    // The thread holds the worker until it ends.
    let retained = Unmanaged.passRetained(self)
    guard pthread_create(&thread, &attributes, runWorker, retained.toOpaque()) == 0 else {
      retained.release()
      return nil
    }
    LargeStack.started.withLock { $0.value += 1 }
  }

  deinit {
    sem_destroy(start)
    sem_destroy(done)
    start.deallocate()
    done.deallocate()
  }

  /// Runs `body` on the worker's thread and waits until it has finished.
  ///
  /// A signal handled on the waiting thread (the session's SIGWINCH, libFuzzer's SIGALRM) ends
  /// `sem_wait` early with `EINTR` whatever `SA_RESTART` says, so the wait is taken again until
  /// the job has posted: returning early read an empty result while the job was still running.
  func perform(_ body: @escaping () -> Void) {
    job = body
    sem_post(start)
    while sem_wait(done) != 0 {}
  }

  /// Ends the thread (after its current job, if any).
  func stop() {
    job = nil
    sem_post(start)
  }

  /// The thread's loop: one job per `start`, until a `nil` job.
  fileprivate func loop() {
    while true {
      while sem_wait(start) != 0 {}
      guard let body = job else { return }
      job = nil
      body()
      sem_post(done)
    }
  }
}

#if canImport(Darwin)
  private func runWorker(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackWorker>.fromOpaque(raw).takeRetainedValue().loop()
    return nil
  }
#else
  private func runWorker(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackWorker>.fromOpaque(raw!).takeRetainedValue().loop()
    return nil
  }
#endif

/// A count behind a lock.
private final class Counter: @unchecked Sendable {
  private let lock = Lock()
  private var state = State()
  struct State { var value = 0 }

  func withLock<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&state) } }
}

/// Where the large-stack thread leaves its result; read only after the job is done.
private final class ResultSlot<T>: @unchecked Sendable {
  var value: T?
}
