/// The layout engine's entry point: a pure function from a view tree and a context to frames.
public enum LayoutEngine {
  /// Lays out `root` in `context` and returns every node's absolute frame, after right-to-left mirroring.
  ///
  /// The root is offered the safe area and centred in it, as SwiftUI does with a window's root
  /// view; `ignoresSafeArea` lets a view that touches the safe area's edge grow to the screen's.
  public static func layout(_ root: ViewNode, in context: LayoutContext) -> LayoutResult {
    run(root, in: context).result
  }

  /// The layout and the number of size computations it took, for tests of the engine's complexity.
  static func run(_ written: ViewNode, in context: LayoutContext) -> (
    result: LayoutResult, computations: Int
  ) {
    let writtenShape = TreeShape(written, depthLimit: shallowDepth)
    // The rewrites recurse once per level too: a deep tree is rewritten on the large stack.
    guard writtenShape.depth < shallowDepth else {
      return LargeStack.run {
        let root = prepared(written, for: context, shape: writtenShape) ?? written
        return runHere(root, in: context, shape: TreeShape(root))
      }
    }
    let rewritten = prepared(written, for: context, shape: writtenShape)
    let root = rewritten ?? written
    // The rewrites add nodes and text, so the shape is taken again only when one applied.
    let shape = rewritten.map { TreeShape($0, depthLimit: shallowDepth) } ?? writtenShape
    if shape.depth < shallowDepth {
      return runHere(root, in: context, shape: shape)
    }
    return LargeStack.run { runHere(root, in: context, shape: TreeShape(root)) }
  }

  /// The tree as the context shows it, or `nil` when it is the written tree: every string in the
  /// context's language, then every `NavigationStack` and `TabView` expanded into the bars it
  /// shows, then every `Group` and `ForEach` into the children it stands for.
  ///
  /// Both are rewrites of the view tree before it is measured, so the tree's shape (node and text
  /// counts, depth) is taken of what is actually laid out. `shape`, the written tree's, says
  /// whether bars may need expanding, so a tree without them is not walked again; a tree as deep
  /// as the shape's limit was not walked to the bottom and is expanded to be sure.
  static func prepared(_ root: ViewNode, for context: LayoutContext, shape: TreeShape) -> ViewNode? {
    let mayHoldBars = shape.mayHoldBars || shape.depth >= shallowDepth
    guard context.language != .english || mayHoldBars else { return nil }
    let localized = context.language == .english ? root : root.localized(for: context.language)
    return mayHoldBars ? SystemBars.expand(localized, in: context).expandingGroups() : localized
  }

  /// Trees shallower than this lay out on the caller's thread; deeper ones on a large stack.
  static let shallowDepth = 48

  private static func runHere(_ root: ViewNode, in context: LayoutContext, shape: TreeShape) -> (
    result: LayoutResult, computations: Int
  ) {
    var scratch = LayoutScratch.take()
    var cacheStorage = SizeCache.Storage()
    swap(&cacheStorage, &scratch.cache)
    // The compiled tree is a temporary, so its arrays are the layouter's alone.
    var layouter = Layouter(
      tree: CompiledTree(root, context: context, shape: shape, scratch: &scratch), context: context,
      cacheStorage: &cacheStorage)
    let safe = context.safeAreaFrame
    let top = layouter.root
    let offer = ProposedSize(safe.size)
    let size = layouter.size(top, offer)
    let origin = Point(
      x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
    layouter.place(top, at: origin, size: size, proposal: offer, clip: nil)
    let result = (LayoutResult(context: context, nodes: layouter.placed), layouter.computations)
    LayoutScratch.recycle(layouter.scratch())
    return result
  }
}
