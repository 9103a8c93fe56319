/// The layout engine's entry point: a pure function from a view tree and a context to frames.
public enum LayoutEngine {
  /// Lays out `root` in `context` and returns every node's absolute frame, after right-to-left mirroring.
  public static func layout(_ root: ViewNode, in context: LayoutContext) -> LayoutResult {
    fatalError("not yet")
  }
}
