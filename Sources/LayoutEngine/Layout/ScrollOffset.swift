extension Layouter {
  /// The offset the context asks for the scroll view or list that internal node `node` gives,
  /// clamped to its content, and recorded on its placed node with the content's extent.
  ///
  /// Looked up by the node's path only when the context scrolls something, so a layout without
  /// offsets walks no paths.
  mutating func scrollOffset(of node: Int32, axis: Axis, content: Double, viewport: Double) -> Double {
    let placedIndex = Int(nodes[Int(node)].coreOf)
    guard placedIndex >= 0 else { return 0 }
    let requested =
      context.scrollOffsets.isEmpty
      ? 0 : context.scrollOffsets[LayoutResult.path(of: placedIndex, in: placed)] ?? 0
    let offset = ScrollPosition.clamped(requested, content: content, viewport: viewport)
    placed[placedIndex].scroll = ScrollPosition(
      axis: axis, offset: offset, contentLength: content, viewportLength: viewport)
    // A retained layout finds what scrolls from these when the offsets change.
    memory?.scrollViews.insert(node)
    return offset
  }
}
