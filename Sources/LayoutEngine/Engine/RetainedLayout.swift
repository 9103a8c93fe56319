/// Layout that remembers its last tree, context and result, for callers that lay out the same
/// tree again and again (the session on every frame, live reload, a library's render loop).
///
/// An unchanged tree in an unchanged context returns the remembered result without laying
/// anything out. Whether the tree changed is `ViewNode`'s `==`, which stops at children and
/// modifier arrays that share storage with the remembered tree's: a tree passed again, or built
/// from it by editing a few nodes, is compared along the changed paths only. Any change lays the
/// whole tree out again (`LayoutEngine.layout`): the frames are always a fresh layout's.
/// A class, since it holds what it remembers; safe to share between threads (the remembered
/// layout is read and replaced under a lock, layouts run outside it).
public final class RetainedLayout: @unchecked Sendable {
  private let lock = Lock()
  /// Guarded by `lock`.
  private var last: (root: ViewNode, context: LayoutContext, result: LayoutResult)?
  private var reused = 0

  /// How many calls returned the remembered result rather than laying out (for tests).
  public var reuseCount: Int { lock.withLock { reused } }

  public init() {}

  /// `LayoutEngine.layout(root, in: context)`, reusing the last result when neither changed.
  public func layout(_ root: ViewNode, in context: LayoutContext) -> LayoutResult {
    if let last = lock.withLock({ last }), last.context == context, last.root == root {
      lock.withLock { reused += 1 }
      return last.result
    }
    let result = LayoutEngine.layout(root, in: context)
    lock.withLock { last = (root, context, result) }
    return result
  }
}
