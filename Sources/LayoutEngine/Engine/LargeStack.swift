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
enum LargeStack {
  /// The stack reserved for deep layouts.
  static let size = 512 * 1024 * 1024

  /// Runs `body` on a new thread with a `size`-byte stack and waits for its result.
  static func run<T>(_ body: @escaping () -> T) -> T {
    let slot = ResultSlot<T>()
    let job = LargeStackJob { slot.value = body() }
    guard start(job) else { return body() }
    return slot.value!
  }

  /// Starts `job` on a large-stack thread and joins it; false when no thread could be made.
  private static func start(_ job: LargeStackJob) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, size)
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let retained = Unmanaged.passRetained(job)
    let status = pthread_create(&thread, &attributes, runJob, retained.toOpaque())
    guard status == 0 else {
      retained.release()
      return false
    }
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
    return true
  }
}

#if canImport(Darwin)
  private func runJob(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackJob>.fromOpaque(raw).takeRetainedValue().body()
    return nil
  }
#else
  private func runJob(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<LargeStackJob>.fromOpaque(raw!).takeRetainedValue().body()
    return nil
  }
#endif

/// The closure handed to the large-stack thread.
private final class LargeStackJob: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// Where the large-stack thread leaves its result; read only after the thread is joined.
private final class ResultSlot<T>: @unchecked Sendable {
  var value: T?
}
