extension Layout {
  /// `sizeThatFits` with the pass's cache, made here on the first call.
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache stored: inout LayoutCache)
    -> Size
  {
    var cache = stored.value(of: self, for: subviews)
    defer { stored = .made(cache) }
    return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// `placeSubviews` with the pass's cache, made here if sizing did not make it.
  func placeSubviews(
    _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache stored: inout LayoutCache
  ) {
    var cache = stored.value(of: self, for: subviews)
    defer { stored = .made(cache) }
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// What the engine keeps of one custom container's cache (`Layouter.layoutCaches`).
enum LayoutCache {
  /// Not made yet in this pass.
  case none
  /// Made (or updated) in this pass.
  case made(Any)
  /// Made in an earlier pass of a retained layout whose subviews have changed since.
  case stale(Any)

  /// The same cache, to be updated before it is next used.
  var stale: LayoutCache {
    switch self {
    case .made(let value), .stale(let value): .stale(value)
    case .none: .none
    }
  }

  /// The cache of `layout` for `subviews`: the one made, the stale one updated, or a new one.
  fileprivate func value<L: Layout>(of layout: L, for subviews: LayoutSubviews) -> L.Cache {
    switch self {
    case .made(let value as L.Cache): return value
    case .stale(var value as L.Cache):
      layout.updateCache(&value, subviews: subviews)
      return value
    default: return layout.makeCache(subviews: subviews)
    }
  }
}
