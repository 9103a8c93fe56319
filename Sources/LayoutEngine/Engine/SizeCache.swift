/// Remembers each internal node's answers to the proposals it has seen.
///
/// Stacks probe every child with several proposals (minimum, maximum, the real offer), and each
/// probe recurses; without this cache layout is exponential in nesting depth. A node sees a
/// bounded number of distinct proposals (alternating HStack/VStack levels give up to about nine:
/// three widths by three heights), so the first few answers live in inline slots searched
/// linearly, far cheaper than hashing, and any further ones spill into a hash table. Nothing is
/// ever evicted: evicting re-opens the exponential recomputation the cache exists to prevent.
struct SizeCache {
  private static let slotsPerNode = 4
  /// Encodes `nil` ("ideal") in the proposal keys; real proposals are never negative.
  private static let unspecified = -1.0

  /// Whether layouts started in the current task remember answers; tests turn it off
  /// (`SizeCache.$isEnabled.withValue(false) { … }`) to check that the cache changes no frame.
  /// Task-local, so tests running at the same time keep their cache. Read once per layout, when
  /// the cache is made: a tree too deep for the caller's thread is laid out on a thread of its
  /// own (`LargeStack`), which sees the default.
  @TaskLocal static var isEnabled = true

  /// `isEnabled` when the layout began: with `false`, nothing is stored and every lookup misses.
  private let stores = SizeCache.isEnabled
  private var keys: [Double]
  private var values: [Double]
  private var used: [UInt8]
  private var overflow: [OverflowKey: Size] = [:]
  /// Each node's generation of overflow answers: forgetting a node's answers (`forget`) moves it
  /// to the next, so its earlier answers in `overflow` are never read again. Empty until then.
  private var generations: [UInt32] = []
  /// The nodes answers are kept for.
  private var nodeCount: Int

  /// The arrays behind a cache, kept between layouts (`LayoutScratch`) with whatever they held.
  struct Storage {
    fileprivate var keys: [Double] = []
    fileprivate var values: [Double] = []
    fileprivate var used: [UInt8] = []

    var byteCount: Int { (keys.capacity + values.capacity) * 8 + used.capacity }
  }

  /// An empty cache for `nodeCount` nodes in `storage`'s arrays (moved out, leaving it empty),
  /// grown when they are too short. Moved, not copied: a second reference to an array would make
  /// the cache's first write copy all of it.
  init(nodeCount: Int, reusing storage: inout Storage) {
    // Keys and values are read only below `used[node]`, so they need no initial value: leaving
    // them unwritten (or as the last layout left them) saves filling two large arrays.
    self.nodeCount = nodeCount
    let slots = nodeCount * Self.slotsPerNode * 2
    keys = []
    values = []
    used = []
    swap(&keys, &storage.keys)
    swap(&values, &storage.values)
    swap(&used, &storage.used)
    if keys.count < slots {
      keys = Array(unsafeUninitializedCapacity: slots) { _, count in count = slots }
      values = Array(unsafeUninitializedCapacity: slots) { _, count in count = slots }
    }
    if used.count < nodeCount {
      used = Array(repeating: 0, count: nodeCount)
    } else {
      used.withUnsafeMutableBufferPointer {
        UnsafeMutableBufferPointer(rebasing: $0[..<nodeCount]).update(repeating: 0)
      }
    }
  }

  /// The arrays, for the next layout to reuse.
  consuming func storage() -> Storage {
    Storage(keys: keys, values: values, used: used)
  }

  /// The cached size of `node` for `proposal`, if any.
  @inline(__always)
  func lookup(_ node: Int, _ proposal: ProposedSize) -> Size? {
    let w = proposal.width ?? Self.unspecified
    let h = proposal.height ?? Self.unspecified
    var slot = node * Self.slotsPerNode * 2
    let end = slot + Int(used[node]) * 2
    while slot < end {
      if keys[slot] == w && keys[slot + 1] == h {
        return Size(width: values[slot], height: values[slot + 1])
      }
      slot += 2
    }
    guard Int(used[node]) == Self.slotsPerNode, !overflow.isEmpty else { return nil }
    return overflow[OverflowKey(node: node, generation: generation(node), width: w, height: h)]
  }

  @inline(__always)
  private func generation(_ node: Int) -> UInt32 { generations.isEmpty ? 0 : generations[node] }

  /// Room for `nodeCount` nodes, the new ones without answers (a retained layout's recompiled
  /// subtrees are added after its earlier nodes).
  mutating func grow(to nodeCount: Int) {
    let nodeCount0 = self.nodeCount
    guard nodeCount > nodeCount0 else { return }
    let slots = nodeCount * Self.slotsPerNode * 2
    if keys.count < slots {
      keys.append(contentsOf: repeatElement(0, count: slots - keys.count))
      values.append(contentsOf: repeatElement(0, count: slots - values.count))
    }
    // Slots past the old count may hold an earlier layout's counts (the arrays are reused).
    for node in nodeCount0..<min(nodeCount, used.count) { used[node] = 0 }
    if used.count < nodeCount { used.append(contentsOf: repeatElement(0, count: nodeCount - used.count)) }
    self.nodeCount = max(nodeCount0, nodeCount)
    if !generations.isEmpty && generations.count < used.count {
      generations.append(contentsOf: repeatElement(0, count: used.count - generations.count))
    }
  }

  /// Forgets every answer of `node` (its subtree changed).
  mutating func forget(_ node: Int) {
    used[node] = 0
    guard !overflow.isEmpty else { return }
    if generations.isEmpty { generations = Array(repeating: 0, count: used.count) }
    generations[node] &+= 1
  }

  /// The first answer `node` gave, whatever its proposal, if any (for rigid nodes).
  @inline(__always)
  func firstAnswer(_ node: Int) -> Size? {
    guard used[node] > 0 else { return nil }
    let slot = node * Self.slotsPerNode * 2
    return Size(width: values[slot], height: values[slot + 1])
  }

  /// Records `size` as `node`'s answer to `proposal`.
  @inline(__always)
  mutating func store(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
    guard stores else { return }
    let w = proposal.width ?? Self.unspecified
    let h = proposal.height ?? Self.unspecified
    let count = Int(used[node])
    guard count < Self.slotsPerNode else {
      overflow[OverflowKey(node: node, generation: generation(node), width: w, height: h)] = size
      return
    }
    let slot = (node * Self.slotsPerNode + count) * 2
    used[node] = UInt8(count + 1)
    keys[slot] = w
    keys[slot + 1] = h
    values[slot] = size.width
    values[slot + 1] = size.height
  }
}

/// A node and proposal beyond the inline slots.
private struct OverflowKey: Hashable {
  var node: Int
  var generation: UInt32
  var width: Double
  var height: Double
}
