#if canImport(Glibc)
  import Glibc
#endif

/// A pipe used to wake a wait: both ends close on exec; the write end never blocks (a full pipe
/// has plenty to wake on), and the read end blocks only when asked (a thread that does nothing
/// but wait on it).
enum WakePipe {
  static func make(blockingRead: Bool = false) -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in blockingRead ? [ends[1]] : ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
