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
  }

  /// Each internal node's last placement, `nil` before its first.
  var last: [Placement?] = []
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
  /// For each internal node, whether moving it moves its children by as much
  /// (`LayoutKind.placesChildrenRelatively`), and whether only vertically (right-to-left).
  var moves: [Moves] = []

  /// How a node's children move with it.
  enum Moves: UInt8 {
    case no, any, vertically
  }

  /// Room for `nodeCount` internal nodes.
  mutating func grow(to nodeCount: Int) {
    if last.count < nodeCount {
      last.append(contentsOf: repeatElement(nil, count: nodeCount - last.count))
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
    guard forcing == 0, !dirty[i], let old = last[i] else {
      last[i] = placement
      return .placed
    }
    if old == placement { return .none }
    last[i] = placement
    guard old.size == placement.size, old.proposal == placement.proposal, old.clip == placement.clip,
      let dx = Self.exactDifference(placement.origin.x, old.origin.x),
      let dy = Self.exactDifference(placement.origin.y, old.origin.y)
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
    // `d` a multiple of twice `o`'s ulp: its lowest bit at least that high.
    return n.ulp > o.ulp || d.exponent - d.significandWidth > o.ulp.exponent ? n : nil
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
  mutating func move(_ index: Int32, to placement: PlacementMemory.Placement, by delta: Point) {
    let i = Int(index)
    // `record`, reading only the fields it needs.
    let core = Int(nodes[i].coreOf)
    let outer = Int(nodes[i].outerOf)
    let frame = Rect(origin: placement.origin, size: placement.size)
    if core >= 0 {
      placed[core].frame = frame
      placed[core].clip = placement.clip
    }
    if outer >= 0 { placed[outer].outerFrame = frame }
    // Right-to-left positions are computed from the frame's right edge: more than one rounding.
    switch memory!.moves[i] {
    case .any: break
    case .vertically where delta.x == 0: break
    default: return placeWhole(index, placement)
    }
    let start = Int(nodes[i].firstChild)
    let end = start + Int(nodes[i].childCount)
    for k in start..<end {
      guard let last = memory!.last[Int(childIndices[k])], Self.moved(last.origin, by: delta) != nil else {
        return placeWhole(index, placement)
      }
    }
    for k in start..<end {
      let child = childIndices[k]
      var moved = memory!.last[Int(child)]!
      moved.origin = Self.moved(moved.origin, by: delta)!
      memory!.last[Int(child)] = moved
      move(child, to: moved, by: delta)
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
    case .stack, .zStack, .spacer, .text, .fixed, .flexible, .labelled, .padding, .frame, .fixedSize, .offset,
      .decorated, .aspectRatio:
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
      .fixedSize, .offset, .decorated, .aspectRatio, .ignoresSafeArea, .clip, .position, .badge:
      true
    // The safe-area modifiers change the region descendants read while placed, and a container-
    // relative frame reads its scroll view's viewport: neither is in a placement's values.
    case .bars, .viewThatFits, .grid, .lazyVGrid, .lazyHGrid, .splitView, .list, .row, .segments,
      .optionRows, .wheel, .safeAreaPadding, .safeAreaInset, .containerRelativeFrame:
      false
    }
  }
}
