import Dispatch

/// Runs async work to its end from a synchronous command: the commands' `run()` is synchronous
/// (the root's `main` sanitizes ArgumentParser's messages), while `check` spreads its layouts
/// over the cores with structured concurrency. The calling thread waits; the work runs on the
/// cooperative pool, one thread per core.
enum AsyncBridge {
  /// The value of `work`, waited for.
  static func wait<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let box = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      box.value = await work()
      done.signal()
    }
    done.wait()
    return box.value!
  }

  /// The result, written by the task before it signals and read after the wait.
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }
}
