/// One value kept between layouts behind a lock: whoever takes it owns it until it is given back.
///
/// Concurrent layouts take turns: one takes the kept value, the others make their own, and the
/// last to give one back leaves it for the next.
final class KeptValue<Value>: @unchecked Sendable {
  private let lock = Lock()
  /// Guarded by `lock`.
  private var kept: Value?

  /// The kept value, leaving none, or `nil` when another layout holds it.
  func take() -> Value? {
    lock.withLock {
      let value = kept
      kept = nil
      return value
    }
  }

  /// Keeps `value` for the next `take`, replacing any kept one.
  func give(_ value: consuming Value) {
    let value = value
    lock.withLock { kept = value }
  }

  /// Keeps `value` for the next `take` and returns the one it replaces, if any, for the caller
  /// to dispose of (a value that owns a thread must be told to end it).
  func keep(_ value: consuming Value) -> Value? {
    let value = value
    return lock.withLock {
      let replaced = kept
      kept = value
      return replaced
    }
  }
}
