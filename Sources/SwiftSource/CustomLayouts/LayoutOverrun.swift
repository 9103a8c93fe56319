import Synchronization

/// The time the calls of custom layouts that overran their budgets have taken together, for all
/// the previews of one file (`LayoutProgram.overrunSeconds`): a file of many previews, each
/// with a layout that loops, ends as one preview does. A class, as its previews' layouts run on
/// any thread and add to one clock; two are the same when they are the same clock.
public final class LayoutOverrun: Sendable, Hashable {
  private let spent = Mutex<Duration>(.zero)

  public init() {}

  /// The time charged so far.
  var total: Duration { spent.withLock { $0 } }

  /// Charges `duration`.
  func add(_ duration: Duration) { spent.withLock { $0 += duration } }

  public static func == (lhs: LayoutOverrun, rhs: LayoutOverrun) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
