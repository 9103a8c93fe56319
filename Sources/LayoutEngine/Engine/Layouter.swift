/// The working state of one layout pass: the compiled tree, the size cache and the placed frames.
///
/// A struct with mutating methods rather than a class: recursion then shares one cache through
/// `inout self`, whose exclusivity the compiler proves statically, instead of paying a runtime
/// exclusivity check on every cache access. The public API is the pure `LayoutEngine.layout(_:in:)`.
struct Layouter {
  /// Read-only parts of the compiled tree, held as `let`s so reads need no exclusivity checks.
  let nodes: [LayoutNode]
  let childIndices: [Int32]
  let texts: TextStore
  let lineLimits: [Int?]
  let root: Int32
  /// The output: the placed nodes, frames filled in by `place`.
  var placed: [PlacedNode]
  var cache: SizeCache
  let context: LayoutContext
  /// The safe areas `safeAreaPadding` and `safeAreaInset` set inside the screen's for the
  /// subtree being placed, innermost last (`IgnoresSafeAreaLayout` grows through them).
  var safeAreaRegions: [SafeAreaRegion] = []
  /// The viewports of the scroll views being sized or placed around the current node, innermost
  /// last: the containers `containerRelativeFrame` measures.
  var containerSizes: [Size] = []
  /// How many sizes were computed rather than served from the cache (for complexity tests).
  private(set) var computations = 0
  /// A retained layout's memory of the last placement (`nil` in a fresh layout).
  var memory: PlacementMemory?
  /// The caches of the custom layouts (`CustomLayoutAlgorithm`) asked anything in this pass, by
  /// node.
  var layoutCaches: [Int32: LayoutCache] = [:]
  /// The state the alignment guides of each container's children share in this pass, by
  /// container (`AlignmentGuidePass`); never carried into another pass.
  var guidePasses: [Int32: AlignmentGuidePass] = [:]
  /// Whether each node asked has a value of its own for a guide (`carriesGuide`), by node and guide.
  var carriedGuides: [CarriedGuide: Bool] = [:]
  /// The sizes of the `GeometryReader`s around the node being sized or placed, innermost last.
  var geometrySizes: [Size] = []
  /// Whether any node sets an alignment guide: when none does, containers align as they always
  /// did without looking for one.
  lazy var hasAlignmentGuides = nodes.contains {
    if case .alignmentGuide = $0.kind { return true }
    return false
  }

  init(tree: consuming CompiledTree, context: LayoutContext, cacheStorage: inout SizeCache.Storage) {
    nodes = tree.nodes
    childIndices = tree.childIndices
    texts = tree.texts.build()
    lineLimits = tree.lineLimits
    root = tree.root
    placed = tree.placed
    self.cache = SizeCache(nodeCount: tree.nodes.count, reusing: &cacheStorage)
    self.context = context
  }

  /// A layouter over a retained layout's arrays, its cache holding the answers still valid.
  init(
    nodes: [LayoutNode], childIndices: [Int32], texts: TextStore, lineLimits: [Int?], root: Int32,
    placed: consuming [PlacedNode], cache: consuming SizeCache, context: LayoutContext,
    memory: consuming PlacementMemory
  ) {
    self.nodes = nodes
    self.childIndices = childIndices
    self.texts = texts
    self.lineLimits = lineLimits
    self.root = root
    self.placed = placed
    self.cache = cache
    self.context = context
    self.memory = memory
  }

  /// The arrays only the layout needed, for the next layout to reuse.
  consuming func scratch() -> LayoutScratch {
    LayoutScratch(nodes: nodes, childIndices: childIndices, cache: cache.storage())
  }

  /// The size node `index` chooses for `proposal`, computed once per distinct proposal (by its
  /// algorithm, `computeSize` in LayoutKind.swift), or once for all proposals when the node is
  /// rigid (`LayoutKind.isRigid(children:in:)`).
  mutating func size(_ index: Int32, _ proposal: ProposedSize) -> Size {
    if nodes[Int(index)].isRigid, let answer = cache.firstAnswer(Int(index)) { return answer }
    let p = proposal.nonNegative
    // A size that depends on the scroll view around it is not a function of the proposal alone.
    if nodes[Int(index)].dependsOnContainer || nodes[Int(index)].dependsOnGeometry {
      computations += 1
      return computeSize(index, p)
    }
    if let cached = cache.lookup(Int(index), p) { return cached }
    computations += 1
    let result = computeSize(index, p)
    cache.store(Int(index), p, result)
    return result
  }

  /// The nearest container's size: the innermost scroll view's viewport, else the screen's safe area.
  var containerSize: Size { containerSizes.last ?? context.safeAreaFrame.size }

  /// The single child of a modifier node.
  @inline(__always)
  func only(_ index: Int32) -> Int32 {
    childIndices[Int(nodes[Int(index)].firstChild)]
  }

  /// A proposal reduced by insets; `nil` and infinity pass through.
  func inset(_ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  /// Lays out text `t` for a proposal, lines and all (placement); a width of infinity means "ideal".
  mutating func textLayout(_ t: Int32, _ p: ProposedSize) -> TextLayout {
    let width = p.width.flatMap { $0.isInfinite ? nil : $0 }
    let height = p.height.flatMap { $0.isInfinite ? nil : $0 }
    return texts.layout(t, width: width, height: height, lineLimit: lineLimit(for: t))
  }

  /// The size of text `t` for a proposal, without building its lines (sizing).
  func textSize(_ t: Int32, _ p: ProposedSize) -> Size {
    let width = p.width.flatMap { $0.isInfinite ? nil : $0 }
    let height = p.height.flatMap { $0.isInfinite ? nil : $0 }
    return texts.size(t, width: width, height: height, lineLimit: lineLimit(for: t))
  }

  /// Line limits are resolved at compile time into the prepared text's environment.
  private func lineLimit(for t: Int32) -> Int? { lineLimits[Int(t)] }

  /// The children of internal node `index`.
  @inline(__always)
  func children(of index: Int32) -> ArraySlice<Int32> {
    let start = Int(nodes[Int(index)].firstChild)
    return childIndices[start..<start + Int(nodes[Int(index)].childCount)]
  }
}
