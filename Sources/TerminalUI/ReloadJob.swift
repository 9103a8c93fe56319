import LayoutEngine
import Preview
import SwiftSource
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// One file's live reload, read, evaluated and laid out on a thread of its own, so the session's
/// loop keeps answering keys and signals while it runs, and can walk away from it.
///
/// A thread cannot be stopped from outside, so an abandoned reload (a newer save, `x`, the time
/// budget) runs on until the reader's own budgets end it; its outcome is then dropped. What it
/// computes is a value: it changes nothing the session shows.
final class ReloadJob: Sendable {
  /// How long a reload may take by default before the session gives up on it and says so
  /// (`--reload-timeout`).
  static let defaultTimeBudget = Duration.seconds(10)

  let path: String
  let started: ContinuousClock.Instant
  /// How long this reload may take.
  let budget: Duration
  private let outcome = Mutex<LayoutLoad?>(nil)

  /// Where finished jobs leave a byte, so the loop's wait ends when one is done.
  nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  private init(path: String, budget: Duration) {
    self.path = path
    self.budget = budget
    self.started = .now
  }

  /// Starts reading `path` (a Swift file in `project`, its unknown conditions at `flipped` showing
  /// their other branch). With `state`, the state the outcome will be applied to, the new
  /// layout is also computed there, so the frame that shows it reuses it (`RetainedLayout`).
  static func start(
    path: String, project: ProjectScope, flipped: Set<SourceLocation> = [], budget: Duration,
    warming: (PreviewState, PreviewEnvironment)?
  ) -> ReloadJob {
    openPipe()
    let job = ReloadJob(path: path, budget: budget)
    BackgroundThread.start {
      #if DEBUG
        CrashTrigger.fireIfAsked()
      #endif
      let load = LayoutLoad.read(path, project: project, flipped: flipped)
      if let (state, environment) = warming {
        _ = state.applying(.reloaded(path: path, load), in: environment).layoutResult
      }
      job.outcome.withLock { $0 = load }
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
    }
    return job
  }

  /// The outcome, once the thread has finished.
  var result: LayoutLoad? { outcome.withLock { $0 } }

  /// Whether the job has run past its `budget`.
  var isOverBudget: Bool { ContinuousClock.now - started > budget }

  /// Milliseconds until the first of `jobs` runs out of time (`-1`, no timeout, without jobs).
  static func millisecondsToDeadline(_ jobs: some Sequence<ReloadJob>) -> Int32 {
    let left = jobs.map { $0.budget - (ContinuousClock.now - $0.started) }.min()
    guard let left else { return -1 }
    let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds + 1))
  }

  /// Empties the pipe after the loop's wait returned for it.
  static func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while readEnd >= 0, read(readEnd, &buffer, buffer.count) > 0 {}
  }

  private static func openPipe() {
    guard readEnd < 0, let ends = WakePipe.make() else { return }
    (readEnd, writeEnd) = ends
  }
}
