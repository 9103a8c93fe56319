/// What to draw besides the layout itself.
public struct WireframeOptions: Sendable, Hashable {
  public var glyphs: GlyphSet
  /// Draws the safe-area boundary and the layout-margin guides.
  public var showsSafeArea: Bool
  /// The index (in `LayoutResult.nodes`) of the selected node, highlighted.
  public var selection: Int?
  /// Draws every node, even those that cannot reach the rows shown; for tests that check the
  /// skipping changes nothing.
  var drawsEveryNode = false

  public init(glyphs: GlyphSet = .unicode, showsSafeArea: Bool = false, selection: Int? = nil) {
    self.glyphs = glyphs
    self.showsSafeArea = showsSafeArea
    self.selection = selection
  }
}
