/// Remembers each internal node's answers to the proposals it has seen.
///
/// Stacks probe every child with several proposals (minimum, maximum, the real offer), and each
/// probe recurses; without this cache layout is exponential in nesting depth. A node sees only a
/// handful of distinct proposals, so a few slots per node, searched linearly, are enough and far
/// cheaper than hashing. When the slots are full the oldest answer is replaced.
struct SizeCache {
  private static let slotsPerNode = 4
  /// Encodes `nil` ("ideal") in the proposal keys; real proposals are never negative.
  private static let unspecified = -1.0
  private static let empty = -2.0

  private var keys: [Double]
  private var values: [Double]
  private var next: [UInt8]

  init(nodeCount: Int) {
    keys = Array(repeating: Self.empty, count: nodeCount * Self.slotsPerNode * 2)
    values = Array(repeating: 0, count: nodeCount * Self.slotsPerNode * 2)
    next = Array(repeating: 0, count: nodeCount)
  }

  /// The cached size of `node` for `proposal`, if any.
  @inline(__always)
  func lookup(_ node: Int, _ proposal: ProposedSize) -> Size? {
    let w = proposal.width ?? Self.unspecified
    let h = proposal.height ?? Self.unspecified
    var slot = node * Self.slotsPerNode * 2
    let end = slot + Self.slotsPerNode * 2
    while slot < end {
      if keys[slot] == w && keys[slot + 1] == h {
        return Size(width: values[slot], height: values[slot + 1])
      }
      slot += 2
    }
    return nil
  }

  /// Records `size` as `node`'s answer to `proposal`.
  @inline(__always)
  mutating func store(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
    let slot = (node * Self.slotsPerNode + Int(next[node])) * 2
    next[node] = UInt8((Int(next[node]) + 1) % Self.slotsPerNode)
    keys[slot] = proposal.width ?? Self.unspecified
    keys[slot + 1] = proposal.height ?? Self.unspecified
    values[slot] = size.width
    values[slot + 1] = size.height
  }
}
