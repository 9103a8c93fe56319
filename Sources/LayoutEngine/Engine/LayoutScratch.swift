/// The arrays a layout needs only while it runs (internal nodes, child lists, the size cache),
/// kept after a layout so the next one reuses their memory.
///
/// A 100,000-node layout fills about 25 MB of them; allocated anew each time, every page is a
/// fresh page the kernel must fault in, which cost more than the layout's arithmetic. The
/// session relayouts on every key, so reusing them is the common case. The result (placed nodes,
/// texts) is returned to the caller and is never reused.
struct LayoutScratch {
  var nodes: [LayoutNode] = []
  var childIndices: [Int32] = []
  var cache = SizeCache.Storage()

  /// One set of arrays kept between layouts. Layouts running at the same time take turns: one
  /// takes the kept set, the others allocate their own, and the last to finish keeps its set.
  private static let pool = KeptValue<LayoutScratch>()

  /// The kept arrays, emptied, or new ones when another layout holds them.
  static func take() -> LayoutScratch { pool.take() ?? LayoutScratch() }

  /// Keeps `scratch` for the next layout, emptied of nodes (which may hold boxed payloads).
  /// Sets larger than `keptBytes` are dropped, so one huge tree does not pin its memory.
  static func recycle(_ scratch: consuming LayoutScratch) {
    var scratch = scratch
    guard scratch.byteCount <= keptBytes else { return }
    scratch.nodes.removeAll(keepingCapacity: true)
    scratch.childIndices.removeAll(keepingCapacity: true)
    pool.give(scratch)
  }

  /// The largest set kept: enough for trees of a few hundred thousand nodes.
  static let keptBytes = 256 * 1024 * 1024

  private var byteCount: Int {
    nodes.capacity * MemoryLayout<LayoutNode>.stride + childIndices.capacity * 4 + cache.byteCount
  }
}
