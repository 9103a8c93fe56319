/// How many nodes a view tree has, how much text and how deeply it nests, found in one pass
/// before compiling.
///
/// The counts size the compiled arrays up front: no regrowth of the large `PlacedNode` array or
/// of the text store's cluster and segment arrays, whose doubling chains (each a fresh allocation
/// the kernel must fault in) cost more than the walk. The depth decides whether layout needs a large stack. One walk instead of `ViewNode.nodeCount`
/// and `ViewNode.depth(limit:)`, reading each node in place rather than copying it.
struct TreeShape {
  /// Nodes, counting background and overlay nodes, as `ViewNode.nodeCount` does.
  private(set) var nodeCount = 0
  /// Nesting levels, 1 for a leaf, as `ViewNode.depth(limit:)` counts them: at most `depthLimit`.
  private(set) var depth = 0
  /// Texts of elements that show one, and their UTF-8 bytes: at least one byte per cluster.
  private(set) var textCount = 0
  private(set) var textBytes = 0
  /// Whether a `NavigationStack` or `TabView`, a group to expand, or a variant (which may hold
  /// one, and is chosen only at compile time) was seen: only then must the tree be rewritten
  /// before layout.
  private(set) var mayHoldBars = false
  private let depthLimit: Int

  /// Walks `root` down to `depthLimit` levels. A tree that reaches the limit is only partly
  /// counted: the walk recurses once per level, so it stops where the caller's stack might not
  /// suffice, and the caller measures again with no limit on a large stack.
  init(_ root: ViewNode, depthLimit: Int = .max) {
    self.depthLimit = depthLimit
    depth = withUnsafePointer(to: root) { visit($0, level: 1) }
  }

  /// Counts the subtree at `node`, `level` levels down; returns the deepest level reached.
  ///
  /// Through a pointer, so a child is read in place: passing `buffer[n]` (even of an unsafe
  /// buffer) copies the whole `ViewNode` first, retaining its arrays and strings.
  private mutating func visit(_ node: UnsafePointer<ViewNode>, level: Int) -> Int {
    nodeCount += 1
    // Matched by case alone, in place: passing the element or the node to a function copied it
    // (the node's arrays and strings retained and released: about 350 instructions a leaf).
    switch node.pointee.element {
    case .textual, .control: countText(node.pointee.element)
    case .navigation(let navigation): mayHoldBars = mayHoldBars || navigation.hasBars
    case .grouping: mayHoldBars = true
    default: break
    }
    if !node.pointee.variants.isEmpty { mayHoldBars = true }
    guard level < depthLimit else { return level }
    var deepest = level
    node.pointee.children.withUnsafeBufferPointer { children in
      guard let first = children.baseAddress else { return }
      for n in children.indices { deepest = max(deepest, visit(first + n, level: level + 1)) }
    }
    // Matched only when there is a decoration: matching copies each modifier.
    guard ModifierTraits.hasDecorations(node.pointee.modifiers) else { return deepest }
    for modifier in node.pointee.modifiers {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .safeAreaInset(let decoration, _, _, _):
        deepest = max(deepest, withUnsafePointer(to: decoration) { visit($0, level: level + 1) })
      default: break
      }
    }
    return deepest
  }

  /// Counts the text an element shows; elements without text (or not listed) count nothing, and
  /// the store's arrays then grow as they need.
  private mutating func countText(_ element: Element) {
    guard let text = element.shownText else { return }
    textCount += 1
    textBytes += text.utf8.count
  }
}
