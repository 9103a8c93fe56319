/// What a retained layout remembers of each internal node's last placement, so that placing the
/// tree again skips every subtree that is placed exactly as before.
///
/// A subtree's placement is a function of its nodes, the context and the four values its parent
/// places it with (origin, size, proposal, clip). A node that did not change (it is not `dirty`)
/// and is placed with the same four values as last time keeps its placed nodes as they are, its
/// whole subtree included. Dirty nodes (recompiled, or on the path from a change to the root) are
/// always placed.
///
/// Skipping is safe below the algorithms that place every child each time and write only their
/// own placed node (`LayoutKind.placesChildrenOnly`). Under any other algorithm (lists, grids,
/// bars, `ViewThatFits`, which hides the children it does not choose) the children's placed
/// nodes are reset to what compiling made them and placed again, none skipped (`forcing`).
struct PlacementMemory {
  /// The values a node was placed with.
  struct Placement: Equatable {
    var origin: Point
    var size: Size
    var proposal: ProposedSize
    var clip: Rect?

    /// Everything but the origin.
    var shape: Shape { Shape(size: size, proposal: proposal, clip: clip) }
  }

  /// The values a node was placed with, but where: what a move keeps.
  struct Shape: Equatable {
    var size: Size
    var proposal: ProposedSize
    var clip: Rect?
  }

  /// Each internal node's last origin (meaningful once `shapes` holds its placement). Kept apart
  /// from the rest so that moving a subtree reads and writes 16 bytes a node.
  var origins: [Point] = []
  /// Each internal node's last size, proposal and clip, `nil` before its first placement.
  var shapes: [Shape?] = []
  /// Internal nodes that must be placed again whatever their placement.
  var dirty: [Bool] = []
  /// Above zero while placing under an algorithm whose children are always placed again.
  var forcing = 0
  /// Each placed node's `isHidden` as compiled (`ViewThatFits` sets it on what it hides).
  var compiledHidden: [Bool] = []
  /// The end of each placed node's subtree in document order (the index after its last node).
  var subtreeEnd: [Int32] = []
  /// How many internal nodes their algorithm placed in the last layout (for tests).
  var placements = 0
  /// For each internal node, what moving it needs, copied out of its `LayoutNode` so that a move
  /// does not read the large nodes.
  var links: [Link] = []
  /// The internal nodes that recorded a scroll position (`Layouter.scrollOffset`: scroll views
  /// and lists), so that a scroll finds them without a pass over every placed node; replaced
  /// ones stay listed (the placed node's `RetainedTree.coreNode` tells).
  var scrollViews: Set<Int32> = []

  /// How a node's children move with it.
  enum Moves: UInt8 {
    case no, any, vertically
  }

  /// What moving an internal node reads: the placed nodes it writes its frame into, its run of
  /// `childIndices`, and whether its children move with it (`LayoutKind.placesChildrenRelatively`,
  /// only vertically in right-to-left).
  struct Link {
    var core: Int32
    var outer: Int32
    var firstChild: Int32
    var childCount: Int32
    var moves: Moves
  }

  /// Room for `nodeCount` internal nodes.
  mutating func grow(to nodeCount: Int) {
    if shapes.count < nodeCount {
      origins.append(contentsOf: repeatElement(.zero, count: nodeCount - origins.count))
      shapes.append(contentsOf: repeatElement(nil, count: nodeCount - shapes.count))
      dirty.append(contentsOf: repeatElement(false, count: nodeCount - dirty.count))
    }
  }

  /// What placing a node again needs.
  enum Change {
    /// Placed exactly as last time: its subtree stays as it is.
    case none
    /// Placed as last time but moved by this much, exactly: its subtree can move with it.
    case moved(Point)
    /// Placed otherwise, or it must be placed: its algorithm places it.
    case placed
  }

  /// How node `index`, placed with `placement`, differs from its last placement; remembers the
  /// new one.
  @inline(__always)
  mutating func change(_ index: Int32, _ placement: Placement) -> Change {
    let i = Int(index)
    let shape = placement.shape
    let old = origins[i]
    origins[i] = placement.origin
    guard forcing == 0, !dirty[i], shapes[i] == shape else {
      shapes[i] = shape
      return .placed
    }
    if old == placement.origin { return .none }
    guard let dx = Self.exactDifference(placement.origin.x, old.x),
      let dy = Self.exactDifference(placement.origin.y, old.y)
    else { return .placed }
    return .moved(Point(x: dx, y: dy))
  }

  /// `a - b` when `b` plus it is exactly `a`, so that what was computed from `b` can be moved to
  /// what would be computed from `a`.
  static func exactDifference(_ a: Double, _ b: Double) -> Double? {
    let d = a - b
    return sum(b, d) == a ? d : nil
  }

  /// Where a coordinate `o` that a placement computed as its parent's coordinate plus a length
  /// lands when the parent moves by exactly `d`, or `nil` when adding `d` to the rounded `o`
  /// might not round as adding it before would have.
  ///
  /// `o` is the parent's coordinate `p` plus a length `l`, rounded: within half a unit in the last
  /// place (ulp) of `o` from `p + l`. Moved, the placement computes `(p + d) + l`, rounded: the same
  /// as `o + d` when `o + d` is a double (the sum is exact), its ulp is at least `o`'s (so the
  /// earlier rounding error is within half of its ulp), and a tie (an error of exactly half an ulp)
  /// rounds the same way, to even (`d` a multiple of twice the ulp). Lengths that are multiples of
  /// small powers of two, as most are, leave no error at all.
  @inline(__always)
  static func moved(_ o: Double, by d: Double) -> Double? {
    if d == 0 { return o }
    guard let n = sum(o, d), n.ulp >= o.ulp else { return nil }
    if n.ulp > o.ulp { return n }
    // `d` a multiple of twice `o`'s ulp. In one binade `d` is a multiple of the ulp under twice
    // the binade's width, so the quotient is exact, a multiple of 1/2 under 2^52.
    let q = d / (2 * o.ulp)
    return q == q.rounded(.towardZero) ? n : nil
  }

  /// `a + b` when it is exact (no rounding), else `nil` (Fast2Sum: the larger one less the sum
  /// is exact, so the error is what the smaller one loses).
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double? {
    let n = a + b
    guard n.isFinite else { return nil }
    return abs(a) >= abs(b) ? (n - a == b ? n : nil) : (n - b == a ? n : nil)
  }
}

extension Layouter {
  /// Resets the placed nodes of `index`'s children's subtrees to what compiling made them, before
  /// an algorithm that may leave some unplaced or write into them places them again.
  mutating func resetChildSubtrees(of index: Int32) {
    guard let memory else { return }
    for child in children(of: index) {
      let first = Int(nodes[Int(child)].outerOf)
      guard first >= 0 else { continue }
      for n in first..<Int(memory.subtreeEnd[first]) {
        placed[n].frame = .zero
        placed[n].outerFrame = .zero
        placed[n].text = nil
        placed[n].clip = nil
        placed[n].scroll = nil
        placed[n].isHidden = memory.compiledHidden[n]
      }
    }
  }
}

extension Layouter {
  /// Node `index`, placed as last time but at an origin moved by `delta`: its record moves, and
  /// so does its whole subtree when its algorithm places children relative to its frame
  /// (`LayoutKind.placesChildrenRelatively`) and every child's coordinates move exactly
  /// (`PlacementMemory.moved(_:by:)`); otherwise its algorithm places the children, and each of
  /// them moves or is placed in turn. A scroll offset or a taller row above moves a subtree at
  /// the cost of writing its frames, with every size and offer reused.
  mutating func move(_ index: Int32, to origin: Point, by delta: Point) {
    let link = memory!.links[Int(index)]
    // `record`, writing only what moved: the size and clip are the ones written last time.
    if link.core >= 0 { placed[Int(link.core)].frame.origin = origin }
    if link.outer >= 0 { placed[Int(link.outer)].outerFrame.origin = origin }
    let children = Int(link.firstChild)..<Int(link.firstChild + link.childCount)
    // Right-to-left positions are computed from the frame's right edge: more than one rounding.
    guard link.moves == .any || (link.moves == .vertically && delta.x == 0),
      children.allSatisfy({ Self.moved(memory!.origins[Int(childIndices[$0])], by: delta) != nil })
    else {
      let shape = memory!.shapes[Int(index)]!
      let placement = PlacementMemory.Placement(
        origin: origin, size: shape.size, proposal: shape.proposal, clip: shape.clip)
      return placeWhole(index, placement)
    }
    for k in children {
      let child = Int(childIndices[k])
      let moved = Self.moved(memory!.origins[child], by: delta)!
      memory!.origins[child] = moved
      move(Int32(child), to: moved, by: delta)
    }
  }

  /// `origin` moved by `delta` as placing it again would move it, or `nil` when that is not sure.
  @inline(__always)
  private static func moved(_ origin: Point, by delta: Point) -> Point? {
    guard let x = PlacementMemory.moved(origin.x, by: delta.x),
      let y = PlacementMemory.moved(origin.y, by: delta.y)
    else { return nil }
    return Point(x: x, y: y)
  }
}

extension LayoutKind {
  /// The algorithm places each child at its own frame's origin plus a length that depends only
  /// on sizes (one addition per coordinate), inherits the clip unchanged and reads nothing about
  /// where it is on the screen: moving it moves its children by as much (`Layouter.move`).
  ///
  /// Not so: scroll views and clips (the clip they pass depends on where they are),
  /// `ignoresSafeArea` (grows when it touches the safe area's edge), `position` (two roundings)
  /// and every algorithm that is not `placesChildrenOnly`.
  var placesChildrenRelatively: Bool {
    switch self {
    case .stack, .zStack, .spacer, .text, .fixed, .flexible, .labelled, .padding, .frame, .fixedFrame,
      .fixedSize,
      .offset, .decorated, .aspectRatio, .alignmentGuide:
      true
    default: false
    }
  }
}

extension LayoutKind {
  /// The algorithm places each of its children once, every time, and writes only its own placed
  /// node: a retained layout may skip its children's subtrees that are placed as before.
  var placesChildrenOnly: Bool {
    switch self {
    case .stack, .zStack, .spacer, .scrollView, .text, .fixed, .flexible, .labelled, .padding, .frame,
      .fixedFrame, .fixedSize, .offset, .decorated, .aspectRatio, .ignoresSafeArea, .clip, .position, .badge,
      .alignmentGuide, .computed:
      true
    // The safe-area modifiers change the region descendants read while placed, and a container-
    // relative frame reads its scroll view's viewport: neither is in a placement's values. A
    // custom layout's code may place a child twice or not at all.
    case .bars, .viewThatFits, .grid, .lazyGrid, .splitView, .list, .row, .segments,
      .optionRows, .wheel, .safeAreaPadding, .safeAreaInset, .containerRelativeFrame, .custom:
      false
    }
  }
}
