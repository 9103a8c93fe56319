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

  /// Room for `nodeCount` internal nodes.
  mutating func grow(to nodeCount: Int) {
    if last.count < nodeCount {
      last.append(contentsOf: repeatElement(nil, count: nodeCount - last.count))
      dirty.append(contentsOf: repeatElement(false, count: nodeCount - dirty.count))
    }
  }

  /// Whether node `index` must be placed with `placement`; remembers it when so.
  @inline(__always)
  mutating func mustPlace(_ index: Int32, _ placement: Placement) -> Bool {
    let i = Int(index)
    if forcing == 0 && !dirty[i] && last[i] == placement { return false }
    last[i] = placement
    return true
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
