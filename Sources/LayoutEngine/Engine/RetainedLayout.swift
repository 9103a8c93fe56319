/// Layout that remembers its last tree, context and result, for callers that lay out the same
/// tree again and again (the session on every frame, live reload, a library's render loop).
///
/// An unchanged tree in an unchanged context returns the remembered result without laying
/// anything out. Whether the tree changed is `ViewNode`'s `==`, which stops at children and
/// modifier arrays that share storage with the remembered tree's: a tree passed again, or built
/// from it by editing a few nodes, is compared along the changed paths only. Any change lays the
/// whole tree out again (`LayoutEngine.layout`): the frames are always a fresh layout's.
/// A class, since it holds what it remembers; not for use from several threads at once.
public final class RetainedLayout {
  private var last: (root: ViewNode, context: LayoutContext, result: LayoutResult)?

  /// How many calls reused the remembered result rather than laying out (for tests).
  public private(set) var reuseCount = 0

  public init() {}

  /// `LayoutEngine.layout(root, in: context)`, reusing the last result when neither changed.
  public func layout(_ root: ViewNode, in context: LayoutContext) -> LayoutResult {
    if let last, last.context == context, last.root == root {
      reuseCount += 1
      return last.result
    }
    let result = LayoutEngine.layout(root, in: context)
    last = (root, context, result)
    return result
  }
}
