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
  /// (`VisibleSubtrees`).
  static func indices(of result: LayoutResult, shown: [Bool]? = nil) -> [Int] {
    let count = result.nodes.count
    var backgrounds = [[Int]](repeating: [], count: count)
    var children = [[Int]](repeating: [], count: count)
    var overlays = [[Int]](repeating: [], count: count)
    var roots: [Int] = []
    for (index, node) in result.nodes.enumerated() {
      guard let parent = node.parent else {
        roots.append(index)
        continue
      }
      switch node.role {
      case .background: backgrounds[parent].append(index)
      case .overlay: overlays[parent].append(index)
      case .child, .root: children[parent].append(index)
      }
    }
    enum Step {
      case visit(Int)
      case paint(Int)
    }
    // Only a tree that uses `zIndex` pays for the sorts; a stable order keeps ties as written.
    if result.nodes.contains(where: { $0.zIndex != 0 }) {
      func sorted(_ siblings: [Int]) -> [Int] {
        siblings.enumerated().sorted {
          (result.nodes[$0.element].zIndex, $0.offset) < (result.nodes[$1.element].zIndex, $1.offset)
        }.map(\.element)
      }
      for n in 0..<count {
        if children[n].count > 1 { children[n] = sorted(children[n]) }
        if overlays[n].count > 1 { overlays[n] = sorted(overlays[n]) }
        if backgrounds[n].count > 1 { backgrounds[n] = sorted(backgrounds[n]) }
      }
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
        for overlay in overlays[index].reversed() { stack.append(.visit(overlay)) }
        for child in children[index].reversed() { stack.append(.visit(child)) }
        stack.append(.paint(index))
        for background in backgrounds[index].reversed() { stack.append(.visit(background)) }
      }
    }
    return order
  }
}
