import LayoutEngine

/// The order nodes are painted in, back to front: a node's backgrounds, the node itself, its
/// children, then its overlays, recursively, as SwiftUI composites them; siblings of a higher
/// `zIndex` come later (in front), siblings of the same in document order.
///
/// `LayoutResult.nodes` is in document order (a node, then its background and overlay, then its
/// children), which would paint a bubble's background over its text.
enum PaintOrder {
  /// Indices into `result.nodes`, back to front. Iterative, so a tree 1,000 levels deep is fine.
  /// With `shown`, a node whose entry is false is left out with everything below it
  /// (`VisibleSubtrees`), and its fields are never read: a long list scrolled to its middle costs
  /// the nodes on screen and their ancestors.
  static func indices(of result: LayoutResult, shown: [Bool]? = nil) -> [Int] {
    let nodes = result.nodes
    let count = nodes.count
    // Each node's backgrounds, children and overlays, in document order, as runs of one flat
    // array per kind (fields read in place: copying a node would retain everything it holds).
    var backgrounds = Siblings(count: count)
    var children = Siblings(count: count)
    var overlays = Siblings(count: count)
    var roots: [Int] = []
    var hasZIndex = false
    for pass in 0..<2 {
      for index in 0..<count {
        // A node left out is never visited, so it need not be among its parent's.
        if let shown, !shown[index] { continue }
        if pass == 0, nodes[index].zIndex != 0 { hasZIndex = true }
        guard let parent = nodes[index].parent else {
          if pass == 0 { roots.append(index) }
          continue
        }
        switch nodes[index].role {
        case .background: pass == 0 ? backgrounds.count(parent) : backgrounds.add(index, to: parent)
        case .overlay: pass == 0 ? overlays.count(parent) : overlays.add(index, to: parent)
        case .child, .root: pass == 0 ? children.count(parent) : children.add(index, to: parent)
        }
      }
      if pass == 0 {
        backgrounds.allocate()
        children.allocate()
        overlays.allocate()
      }
    }
    // Only a tree that uses `zIndex` pays for the sorts; a stable order keeps ties as written.
    if hasZIndex {
      for n in 0..<count {
        children.sort(n, by: nodes)
        overlays.sort(n, by: nodes)
        backgrounds.sort(n, by: nodes)
      }
    }
    enum Step {
      case visit(Int)
      case paint(Int)
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    var stack: [Step] = roots.reversed().map { .visit($0) }
    while let step = stack.popLast() {
      switch step {
      case .paint(let index): order.append(index)
      case .visit(let index):
        if let shown, !shown[index] { continue }
        // Pushed in reverse: backgrounds, self, children, overlays come off the stack in order.
        for overlay in overlays.of(index).reversed() { stack.append(.visit(Int(overlay))) }
        for child in children.of(index).reversed() { stack.append(.visit(Int(child))) }
        stack.append(.paint(index))
        for background in backgrounds.of(index).reversed() { stack.append(.visit(Int(background))) }
      }
    }
    return order
  }

  /// One kind of sibling of every node, as runs of a flat array: counted, allocated, then added
  /// in document order.
  private struct Siblings {
    /// Where each node's run starts (and, after adding, the next free place in it).
    private var start: [Int32]
    private var end: [Int32]
    private var items: [Int32] = []

    init(count: Int) {
      start = Array(repeating: 0, count: count)
      end = []
    }

    /// One more sibling of `parent` to come.
    mutating func count(_ parent: Int) { start[parent] += 1 }

    /// Turns the counts into runs.
    mutating func allocate() {
      var total: Int32 = 0
      for n in start.indices {
        let length = start[n]
        start[n] = total
        total += length
      }
      end = start
      items = Array(repeating: 0, count: Int(total))
    }

    /// Adds `index`, the next sibling of `parent` in document order.
    mutating func add(_ index: Int, to parent: Int) {
      items[Int(end[parent])] = Int32(index)
      end[parent] += 1
    }

    /// The siblings of `node`.
    func of(_ node: Int) -> ArraySlice<Int32> { items[Int(start[node])..<Int(end[node])] }

    /// Sorts `node`'s siblings by `zIndex`, ties in document order.
    mutating func sort(_ node: Int, by nodes: [PlacedNode]) {
      let range = Int(start[node])..<Int(end[node])
      guard range.count > 1 else { return }
      let sorted = items[range].enumerated().sorted {
        (nodes[Int($0.element)].zIndex, $0.offset) < (nodes[Int($1.element)].zIndex, $1.offset)
      }.map(\.element)
      items.replaceSubrange(range, with: sorted)
    }
  }
}
