import Synchronization

/// Warnings that only laying out finds: code of a Swift preview that passed its trial while the
/// file was read and failed later, for a proposal or a device the trial did not try (a custom
/// layout's `sizeThatFits` that loops for 60 subviews, which is then laid out as a vertical
/// stack). Layout runs after reading, on any thread, once per variant, so the code that runs it
/// adds what it finds here, each warning once, and whoever shows the layout takes the new ones
/// after laying out (`take()`): `render`, `frames` and `check` write them to standard error, the
/// session shows them in its status area.
///
/// A reference shared by the copies of one document, and no part of its value: two documents
/// read from the same source are equal whatever their layouts have found.
public final class LayoutWarnings: Sendable, Hashable {
  private let found = Mutex<(all: [LayoutFileWarning], seen: Set<LayoutFileWarning>, taken: Int)>(([], [], 0))

  public init() {}

  /// Records `warning`, unless it was recorded before.
  public func add(_ warning: LayoutFileWarning) {
    found.withLock { found in
      if found.seen.insert(warning).inserted { found.all.append(warning) }
    }
  }

  /// The warnings recorded since the last `take()`, in the order found.
  public func take() -> [LayoutFileWarning] {
    found.withLock { found in
      defer { found.taken = found.all.count }
      return Array(found.all[found.taken...])
    }
  }

  /// Every warning recorded so far.
  public var all: [LayoutFileWarning] { found.withLock { $0.all } }

  public static func == (a: LayoutWarnings, b: LayoutWarnings) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
