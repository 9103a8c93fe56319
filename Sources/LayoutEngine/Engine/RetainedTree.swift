/// Everything a retained layout keeps of its last layout so that the next one, of an edited tree,
/// redoes only what the edit changed: the view tree, the compiled tree, the size cache, the placed
/// nodes and each internal node's last placement (`RetainedTree+Update.swift` applies an edit).
///
/// Kept only for English trees shallow enough for the caller's stack (`RetainedTree.make` says
/// `nil` otherwise, and such trees are laid out afresh each time). A tree with bars or groups is
/// kept as the engine lays it out, expanded (`LayoutEngine.prepared`), and each edit of it is
/// expanded the same way before it is compared.
struct RetainedTree {
  /// The tree laid out (expanded when `expands`), and where.
  var root: ViewNode
  var context: LayoutContext
  var nodes: [LayoutNode]
  var childIndices: [Int32]
  var texts: TextStore
  var lineLimits: [Int?]
  var placed: [PlacedNode]
  /// The internal node at the top of the tree.
  var top: Int32
  var cache: SizeCache
  var memory: PlacementMemory
  /// Each placed node's own (core) and outermost internal node.
  var coreNode: [Int32]
  var outerNode: [Int32]
  /// The internal nodes after the first layout: recompiled subtrees are added after the
  /// earlier nodes, the old ones left unused, so the arrays grow with every edit until a fresh
  /// layout compacts them (`needsFreshLayout`).
  let firstNodeCount: Int
  /// Whether the written tree had bars or groups to expand (or variants that may hold them).
  let expands: Bool
  /// The custom layouts' caches, kept from layout to layout as SwiftUI keeps them while a
  /// container stays (`carryLayoutCache` marks one to update when its subviews change).
  var layoutCaches: [Int32: LayoutCache] = [:]

  /// Lays `root` out afresh in `context`; the tree to keep when the engine lays it out as
  /// written, or `nil`, with the result either way.
  static func make(_ root: ViewNode, in context: LayoutContext) -> (tree: RetainedTree?, result: LayoutResult)
  {
    let written = TreeShape(root, depthLimit: LayoutEngine.shallowDepth)
    guard context.language == .english, written.depth < LayoutEngine.shallowDepth else {
      return (nil, LayoutEngine.layout(root, in: context))
    }
    let expanded = LayoutEngine.prepared(root, for: context, shape: written)
    let shape = expanded.map { TreeShape($0, depthLimit: LayoutEngine.shallowDepth) } ?? written
    guard shape.depth < LayoutEngine.shallowDepth else {
      return (nil, LayoutEngine.layout(root, in: context))
    }
    let laidOut = expanded ?? root
    // Arrays of its own: a kept tree's arrays are not scratch for other layouts.
    var scratch = LayoutScratch()
    let compiled = CompiledTree(laidOut, context: context, shape: shape, scratch: &scratch)
    var storage = SizeCache.Storage()
    var tree = RetainedTree(
      root: laidOut, context: context, nodes: compiled.nodes, childIndices: compiled.childIndices,
      texts: compiled.texts.build(), lineLimits: compiled.lineLimits, placed: compiled.placed,
      top: compiled.root, cache: SizeCache(nodeCount: compiled.nodes.count, reusing: &storage),
      memory: PlacementMemory(), coreNode: [], outerNode: [], firstNodeCount: compiled.nodes.count,
      expands: expanded != nil)
    tree.coreNode = Array(repeating: -1, count: tree.placed.count)
    tree.outerNode = Array(repeating: -1, count: tree.placed.count)
    tree.memory.compiledHidden = tree.placed.map(\.isHidden)
    tree.memory.subtreeEnd = Array(repeating: 0, count: tree.placed.count)
    tree.index(nodes: 0..<tree.nodes.count, placed: 0..<tree.placed.count)
    // Run first: a tuple of `tree` and `tree.run()` would keep the tree as it was before.
    let result = tree.run()
    return (tree, result)
  }

  /// Whether the next layout should start afresh: the arrays hold as many unused nodes as used
  /// ones, or the text store is a long chain of edits.
  var needsFreshLayout: Bool { nodes.count > 2 * firstNodeCount + 64 || texts.chainLength > 16 }

  /// Records which internal nodes give the placed nodes in `placedRange` (compiled into
  /// `nodeRange`), what compiling made them and where their subtrees end.
  mutating func index(nodes nodeRange: Range<Int>, placed placedRange: Range<Int>) {
    // Only the first time: reserving for each edit's few nodes would copy the array each time.
    if memory.links.isEmpty { memory.links.reserveCapacity(nodeRange.upperBound) }
    for n in nodeRange {
      let node = nodes[n]
      if node.coreOf >= 0 { coreNode[Int(node.coreOf)] = Int32(n) }
      if node.outerOf >= 0 { outerNode[Int(node.outerOf)] = Int32(n) }
      let link = PlacementMemory.Link(
        core: node.coreOf, outer: node.outerOf, firstChild: node.firstChild, childCount: node.childCount,
        moves: !node.kind.placesChildrenRelatively ? .no : node.direction == .leftToRight ? .any : .vertically
      )
      if n < memory.links.count { memory.links[n] = link } else { memory.links.append(link) }
    }
    for p in placedRange {
      memory.compiledHidden[p] = placed[p].isHidden
      memory.subtreeEnd[p] = Int32(p + 1)
    }
    // A node's subtree ends where its last descendant's does; descendants come after it.
    for p in placedRange.reversed() {
      guard let parent = placed[p].parent, parent >= placedRange.lowerBound else { continue }
      memory.subtreeEnd[parent] = max(memory.subtreeEnd[parent], memory.subtreeEnd[p])
    }
  }

  /// Sizes and places the tree from the top, reusing every answer and placement still valid, and
  /// returns the result (which shares the placed nodes with this tree until the next edit).
  mutating func run() -> LayoutResult {
    cache.grow(to: nodes.count)
    memory.grow(to: nodes.count)
    memory.placements = 0
    var layouter = Layouter(
      nodes: nodes, childIndices: childIndices, texts: texts, lineLimits: lineLimits, root: top,
      placed: take(&placed), cache: take(&cache), context: context, memory: take(&memory))
    // Moved, not shared: the layouter's first write would copy a shared dictionary.
    swap(&layouter.layoutCaches, &layoutCaches)
    let safe = context.safeAreaFrame
    let offer = ProposedSize(safe.size)
    let size = layouter.size(top, offer)
    let origin = Point(
      x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
    layouter.place(top, at: origin, size: size, proposal: offer, clip: nil)
    placed = take(&layouter.placed)
    cache = take(&layouter.cache)
    memory = layouter.memory.take()
    swap(&layouter.layoutCaches, &layoutCaches)
    return LayoutResult(context: context, nodes: placed)
  }
}

/// Moves `value` out, leaving an empty one: a second reference to an array would make its
/// first write copy all of it.
func take<T: EmptyMovable>(_ value: inout T) -> T {
  var empty = T.empty
  swap(&empty, &value)
  return empty
}

/// A value with an empty form to leave behind when it is moved out.
protocol EmptyMovable { static var empty: Self { get } }

extension Array: EmptyMovable { static var empty: [Element] { [] } }

extension PlacementMemory: EmptyMovable { static var empty: PlacementMemory { PlacementMemory() } }

extension SizeCache: EmptyMovable {
  static var empty: SizeCache {
    var storage = Storage()
    return SizeCache(nodeCount: 0, reusing: &storage)
  }
}

extension Optional where Wrapped == PlacementMemory {
  /// The memory, moved out.
  fileprivate mutating func take() -> PlacementMemory {
    var moved: PlacementMemory? = nil
    swap(&moved, &self)
    return moved!
  }
}
