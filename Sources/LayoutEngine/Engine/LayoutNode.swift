/// One node of the engine's internal tree: an element or a single layout modifier wrapping a child.
///
/// The public `ViewNode` tree is flattened into an array of these so that a modifier chain is a
/// chain of small nodes (as in SwiftUI) and measurement can be cached per node index.
struct LayoutNode {
  /// The algorithm that sizes and places the node, with its parameters.
  var kind: LayoutKind
  /// Range of this node's children in `CompiledTree.childIndices`.
  var firstChild: Int32 = 0
  var childCount: Int32 = 0
  /// The `PlacedNode` whose own frame this node gives, or -1.
  var coreOf: Int32 = -1
  /// The `PlacedNode` whose outer frame this node gives (the outermost modifier), or -1.
  var outerOf: Int32 = -1
  var direction: LayoutDirection
  /// The priority its parent stack sees (the outermost `layoutPriority`).
  var priority: Double = 0
  /// Its size and its subtree's placement do not depend on the proposal
  /// (`LayoutKind.isRigid(children:in:)`), so its first answer serves every proposal.
  var isRigid = false
  /// Its size depends on the viewport of a scroll view around it (`containerRelativeFrame`), which
  /// its proposal does not carry, so it is not cached.
  var dependsOnContainer = false
  /// Its size or its subtree's placement depends on the size of the `GeometryReader` around it
  /// (a computed length, `ComputedModifier`), which its proposal does not always carry (a scroll
  /// view inside the reader proposes no height): not cached, and placed again in a retained
  /// layout, up to the reader.
  var dependsOnGeometry = false
}
