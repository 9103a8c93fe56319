/// Layout that remembers its last tree, context and result, for callers that lay out the same
/// tree again and again (the session on every frame, live reload, a library's render loop), and
/// that lays out an edited tree at a cost proportional to the edit.
///
/// An unchanged tree in an unchanged context returns the remembered result without laying
/// anything out. Whether the tree changed is `ViewNode`'s `==`, which stops at children and
/// modifier arrays that share storage with the remembered tree's: a tree passed again, or built
/// from it by editing a few nodes, is compared along the changed paths only.
///
/// An edited tree in the same context reuses every subtree whose views did not change
/// (`RetainedTree`): the changed subtrees are compiled again, their ancestors measured again, and
/// only the subtrees placed differently placed again. The frames are always a fresh layout's.
/// Scrolling (a context whose scroll offsets changed) places the scrolled views again and moves
/// their content, reusing every size. Another context, an edit that inserts or removes views, and trees the engine rewrites before
/// layout (other languages, bars, groups, variants, very deep trees) are laid out afresh.
///
/// A class, since it holds what it remembers; safe to share between threads (the remembered
/// layout is taken and put back under a lock, layouts run outside it).
///
/// The result of an incremental layout shares its placed nodes with what is remembered: a caller
/// that keeps the previous result while asking for the next makes the next copy them.
public final class RetainedLayout: @unchecked Sendable {
  private let lock = Lock()
  /// Guarded by `lock`: the last tree and context, and their result when no tree is kept (the
  /// kept tree's placed nodes are the result otherwise: a second reference to them would make
  /// the next edit copy them all).
  private var last: (root: ViewNode, context: LayoutContext, result: LayoutResult?)?
  /// Guarded by `lock`; taken out while a layout uses it.
  private var kept: RetainedTree?
  private var reused = 0
  private var updated = 0
  private var placements = 0

  /// How many calls returned the remembered result rather than laying out (for tests).
  public var reuseCount: Int { lock.withLock { reused } }

  /// How many calls laid out an edit of the remembered tree in place rather than afresh (for tests).
  public var incrementalCount: Int { lock.withLock { updated } }

  /// How many internal nodes were placed by their algorithm rather than skipped or moved, over
  /// every layout of a kept tree (for tests).
  var placementCount: Int { lock.withLock { placements } }

  public init() {}

  /// `LayoutEngine.layout(root, in: context)`, reusing the last result when neither changed and
  /// what did not change when the tree was edited.
  public func layout(_ root: ViewNode, in context: LayoutContext) -> LayoutResult {
    if let result = lock.withLock({ remembered(root, context) }) { return result }
    var tree = lock.withLock { () -> RetainedTree? in
      defer { kept = nil }
      return kept
    }
    var result: LayoutResult?
    if let kept = tree?.context, kept.differsAtMostInScrolling(from: context), tree?.needsFreshLayout == false
    {
      // Mutated in place through the optional: a copy would share, and so copy, its arrays.
      result = tree!.update(to: root, in: context)
    }
    if result != nil {
      lock.withLock { updated += 1 }
    } else {
      // Released before the fresh layout, so its arrays are free while the new ones are made.
      tree = nil
      let fresh = RetainedTree.make(root, in: context)
      tree = fresh.tree
      result = fresh.result
    }
    lock.withLock {
      last = (root, context, tree == nil ? result : nil)
      placements += tree?.memory.placements ?? 0
      kept = tree
    }
    return result!
  }

  /// The last result when `root` and `context` are the last ones (called under the lock).
  private func remembered(_ root: ViewNode, _ context: LayoutContext) -> LayoutResult? {
    guard let last, last.context == context, last.root == root else { return nil }
    let result = last.result ?? kept.map { LayoutResult(context: $0.context, nodes: $0.placed) }
    if result != nil { reused += 1 }
    return result
  }
}

extension LayoutContext {
  /// Whether `other` is this context, or this context with other scroll offsets.
  fileprivate func differsAtMostInScrolling(from other: LayoutContext) -> Bool {
    var scrolled = self
    scrolled.scrollOffsets = other.scrollOffsets
    return scrolled == other
  }
}
