extension LayoutResult {
  /// The node `--scroll` and the session's scroll keys move when nothing else is chosen: the
  /// first vertical scroll view or list whose content is longer than it, else the first
  /// vertical one.
  public var mainScrollIndex: Int? {
    // Stops at the first that scrolls: the pass over a long list's nodes is read in place.
    var first: Int?
    for index in nodes.indices {
      guard let scroll = nodes[index].scroll, scroll.axis == .vertical, !nodes[index].isHidden else {
        continue
      }
      if scroll.canScroll { return index }
      first = first ?? index
    }
    return first
  }

  /// The scroll views and lists holding node `index`, innermost first.
  public func scrollAncestors(of index: Int) -> [Int] {
    var found: [Int] = []
    var current = nodes[index].parent
    while let i = current {
      if nodes[i].scroll != nil { found.append(i) }
      current = nodes[i].parent
    }
    return found
  }

  /// The innermost scroll view or list that does not fully show node `index`, with the offset
  /// that shows it: the smallest move that brings it in, its top (leading) edge first when it is
  /// longer than the viewport. `nil` when every one shows it.
  public func scrollStep(revealing index: Int) -> (path: String, offset: Double)? {
    let target = nodes[index].frame
    for ancestor in scrollAncestors(of: index) {
      guard let position = nodes[ancestor].scroll else { continue }
      let viewport = nodes[ancestor].frame
      let vertical = position.axis == .vertical
      let (low, high) = vertical ? (target.minY, target.maxY) : (target.minX, target.maxX)
      let (start, end) = vertical ? (viewport.minY, viewport.maxY) : (viewport.minX, viewport.maxX)
      // How far the content must move towards +x / +y for the target to show.
      let shift: Double
      if high - low > end - start || low < start {
        shift = start - low
      } else if high > end {
        shift = end - high
      } else {
        continue
      }
      // Scrolling by d moves content by -d, except horizontally in right-to-left, where it moves by +d.
      let mirrored = !vertical && nodes[ancestor].layoutDirection == .rightToLeft
      let wanted = position.offset + (mirrored ? shift : -shift)
      let offset = ScrollPosition.clamped(
        wanted, content: position.contentLength, viewport: position.viewportLength)
      if abs(offset - position.offset) < 0.001 { continue }
      return (path(of: ancestor), offset)
    }
    return nil
  }
}

extension LayoutEngine {
  /// Lays out `root` in `context` with its scroll views and lists scrolled so the node at `path`
  /// shows (the innermost first; each then moves as little as it can). The result's context
  /// holds the offsets.
  public static func layout(_ root: ViewNode, in context: LayoutContext, revealing path: String)
    -> LayoutResult
  {
    var context = context
    var result = layout(root, in: context)
    // One step per scroll view that holds the node; the bound only guards against a loop.
    for _ in 0..<32 {
      guard let index = result.nodes.indices.first(where: { result.path(of: $0) == path }),
        let step = result.scrollStep(revealing: index)
      else { break }
      context.scrollOffsets[step.path] = step.offset
      result = layout(root, in: context)
    }
    return result
  }
}
