/// The arrays of a freed text store, kept for the next tree's store.
///
/// A 100,000-node list measures about 23 MB of clusters and segments. Those arrays belong to the
/// layout result (its `TextLayout`s read them), so they cannot be reused while it lives; but when
/// a result is dropped (the session drops the previous one after each relayout) its store hands
/// its arrays back here, and the next compile fills them again instead of faulting in new pages.
struct TextArrays {
  var strings: [String] = []
  var entries: [TextStore.Entry] = []
  var clusters: [TextCluster] = []
  var segments: [TextSegment] = []

  private static let pool = KeptValue<TextArrays>()

  /// The largest set kept, so one huge tree does not pin its memory.
  static let keptBytes = 256 * 1024 * 1024

  /// The kept arrays, emptied, or empty new ones.
  static func take() -> TextArrays {
    guard var arrays = pool.take() else { return TextArrays() }
    // Emptied here, not when given back: the giving store still refers to them until its
    // deinit ends, and emptying a shared array allocates a new one.
    arrays.strings.removeAll(keepingCapacity: true)
    arrays.entries.removeAll(keepingCapacity: true)
    arrays.clusters.removeAll(keepingCapacity: true)
    arrays.segments.removeAll(keepingCapacity: true)
    return arrays
  }

  /// Keeps `arrays` for the next store, unless they are larger than `keptBytes`.
  static func recycle(_ arrays: consuming TextArrays) {
    let arrays = arrays
    let bytes =
      arrays.strings.capacity * MemoryLayout<String>.stride
      + arrays.entries.capacity * MemoryLayout<TextStore.Entry>.stride
      + arrays.clusters.capacity * MemoryLayout<TextCluster>.stride
      + arrays.segments.capacity * MemoryLayout<TextSegment>.stride
    guard bytes <= keptBytes else { return }
    pool.give(arrays)
  }
}
