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
  /// How many sizes were computed rather than served from the cache (for complexity tests).
  private(set) var computations = 0

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

  /// The arrays only the layout needed, for the next layout to reuse.
  consuming func scratch() -> LayoutScratch {
    LayoutScratch(nodes: nodes, childIndices: childIndices, cache: cache.storage())
  }

  /// The size node `index` chooses for `proposal`, computed once per distinct proposal.
  mutating func size(_ index: Int32, _ proposal: ProposedSize) -> Size {
    let p = ProposedSize(
      width: proposal.width.map { max(0, $0) }, height: proposal.height.map { max(0, $0) })
    if let cached = cache.lookup(Int(index), p) { return cached }
    computations += 1
    let result = computeSize(index, p)
    cache.store(Int(index), p, result)
    return result
  }

  private mutating func computeSize(_ index: Int32, _ p: ProposedSize) -> Size {
    // The kind alone, read in place: copying the whole node copies its kind's boxed payloads too.
    switch nodes[Int(index)].kind {
    case .stack(let axis, _, let spacing):
      let children = children(of: index)
      return withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: children.count) { sizes in
        stackChildSizes(children, axis: axis, spacing: spacing, proposal: p, into: sizes)
        return stackSize(sizes, axis: axis, spacing: spacing)
      }
    case .zStack:
      var result = Size.zero
      for child in children(of: index) {
        let s = size(child, p)
        result.width = max(result.width, s.width)
        result.height = max(result.height, s.height)
      }
      return result
    case .spacer(let minLength, let axis):
      func along(_ offer: Double?) -> Double { max(minLength, offer ?? minLength) }
      switch axis {
      case .horizontal: return Size(width: along(p.width), height: 0)
      case .vertical: return Size(width: 0, height: along(p.height))
      case nil: return Size(width: along(p.width), height: along(p.height))
      }
    case .scrollView(let axis):
      var contentProposal = p
      contentProposal[axis] = nil
      let content = children(of: index).first.map { size($0, contentProposal) } ?? .zero
      var result = Size.zero
      result[axis] = p[axis] ?? content[axis]
      result[axis.cross] = p[axis.cross] ?? content[axis.cross]
      return result
    case .text(let t):
      return textSize(t, p)
    case .fixed(let s):
      return s
    case .flexible(let ideal, let horizontal, let vertical):
      return Size(
        width: horizontal ? (p.width ?? ideal.width) : ideal.width,
        height: vertical ? (p.height ?? ideal.height) : ideal.height)
    case .labelled(let t, let chrome):
      return labelSize(textSize(t, inset(p, chrome.insets)), chrome, p)
    case .padding(let insets):
      let child = size(only(index), inset(p, insets))
      return Size(
        width: child.width + insets.leading + insets.trailing,
        height: child.height + insets.top + insets.bottom)
    case .frame(let spec):
      let child = size(only(index), frameChildProposal(spec, p))
      return frameSize(spec, p, child: child)
    case .fixedSize(let h, let v):
      return size(only(index), ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
    case .offset, .ignoresSafeArea, .passthrough:
      return size(only(index), p)
    case .decorated:
      return size(children(of: index).first!, p)
    case .aspectRatio(let ratio, let mode):
      return size(only(index), aspectProposal(index, ratio, mode, p))
    case .bars(let slots):
      return barsSize(index, slots, p)
    case .viewThatFits(let horizontal, let vertical):
      guard let child = fittingChild(index, horizontal: horizontal, vertical: vertical, p) else {
        return .zero
      }
      return size(child, p)
    case .grid(let shape):
      return gridLayout(index, shape, p).size
    case .lazyVGrid(let shape):
      return lazyGridLayout(index, shape, p).size
    case .splitView(let collapsed):
      return splitViewSize(index, collapsed: collapsed, p)
    case .list(let shape):
      let layout = listLayout(shape, width: p.width)
      return Size(width: p.width ?? layout.width, height: p.height ?? layout.height)
    }
  }

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

  /// A control's size and its text's layout for a proposal.
  mutating func labelled(
    _ t: Int32, _ chrome: LabelChrome, _ p: ProposedSize
  ) -> (size: Size, text: TextLayout) {
    let text = textLayout(t, inset(p, chrome.insets))
    return (labelSize(text.size, chrome, p), text)
  }

  /// A control's size around a text of size `text`: the chrome's insets, at least its minimum.
  func labelSize(_ text: Size, _ chrome: LabelChrome, _ p: ProposedSize) -> Size {
    var width = text.width + chrome.insets.leading + chrome.insets.trailing
    if chrome.greedyWidth, let offered = p.width, offered.isFinite { width = offered }
    let height = text.height + chrome.insets.top + chrome.insets.bottom
    return Size(width: max(width, chrome.minimumSize.width), height: max(height, chrome.minimumSize.height))
  }

  /// What a `frame` offers its child: its fixed sizes, or the offer clamped to its bounds,
  /// with `ideal` standing in when the child is asked for its ideal size.
  func frameChildProposal(_ spec: FrameSpec, _ p: ProposedSize) -> ProposedSize {
    func axis(_ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?)
      -> Double?
    {
      if let fixed { return fixed }
      guard var value = offer ?? ideal else { return nil }
      if let minV { value = max(value, minV) }
      if let maxV { value = min(value, maxV) }
      return value
    }
    return ProposedSize(
      width: axis(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, p.width),
      height: axis(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, p.height))
  }

  /// The size a `frame` reports: fixed sizes, or SwiftUI's flexible-frame rule
  /// `max(min ?? child, min(max ?? child, offer ?? ideal ?? child))`.
  func frameSize(_ spec: FrameSpec, _ p: ProposedSize, child: Size) -> Size {
    func axis(
      _ fixed: Double?, _ minV: Double?, _ ideal: Double?, _ maxV: Double?, _ offer: Double?, _ child: Double
    ) -> Double {
      if let fixed { return fixed }
      if minV == nil && maxV == nil { return offer == nil ? (ideal ?? child) : child }
      let wanted = offer ?? ideal ?? child
      return max(minV ?? child, min(maxV ?? child, wanted))
    }
    return Size(
      width: axis(spec.width, spec.minWidth, spec.idealWidth, spec.maxWidth, p.width, child.width),
      height: axis(spec.height, spec.minHeight, spec.idealHeight, spec.maxHeight, p.height, child.height))
  }

  /// What `aspectRatio` offers its child: the largest (fit) or smallest (fill) size of the ratio
  /// that fits the offer; the child's ideal ratio when none is given.
  mutating func aspectProposal(_ index: Int32, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize)
    -> ProposedSize
  {
    let resolved: Double
    if let ratio {
      resolved = ratio
    } else {
      let ideal = size(only(index), .unspecified)
      guard ideal.height > 0 else { return p }
      resolved = ideal.width / ideal.height
    }
    guard resolved > 0 else { return p }
    let w = p.width.flatMap { $0.isFinite ? $0 : nil }
    let h = p.height.flatMap { $0.isFinite ? $0 : nil }
    switch (w, h) {
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / resolved)
      let byHeight = Size(width: h * resolved, height: h)
      let widthLimits = byWidth.height <= h
      return ProposedSize((mode == .fit) == widthLimits ? byWidth : byHeight)
    case (let w?, nil):
      return ProposedSize(width: w, height: w / resolved)
    case (nil, let h?):
      return ProposedSize(width: h * resolved, height: h)
    case (nil, nil):
      guard p.width == nil && p.height == nil else { return p }
      let ideal = size(only(index), .unspecified)
      return ProposedSize(width: ideal.width, height: ideal.width / resolved)
    }
  }
}
