/// A container whose sizing and placement a library user writes in Swift, in the shape of
/// SwiftUI's `Layout` protocol: `sizeThatFits` answers a proposal by asking the subviews for
/// their sizes, `placeSubviews` puts each subview at a point. Wrapped in `AnyLayout`, it is an
/// element (`Element.layout(_:)`) the engine sizes, caches and places like its own stacks.
///
/// Coordinates are points (`Size`, `Rect`, `Point`, where SwiftUI has `CGSize`, `CGRect`,
/// `CGPoint`). A layout is written left to right: in a right-to-left context the engine mirrors
/// its subviews' placements within its bounds, as SwiftUI does for custom layouts.
///
/// `Hashable` so that a tree holding it can be compared (a retained layout relays out only what
/// changed) and `Sendable` so that trees cross threads.
public protocol Layout: Sendable, Hashable {
  /// Values the layout computes from its subviews once and reuses across its calls: made by
  /// `makeCache(subviews:)` the first time the layout is asked anything in a layout pass and
  /// handed, `inout`, to every `sizeThatFits` and `placeSubviews` of that pass. A retained layout
  /// (`RetainedLayout`) keeps it while the container stays, and updates it
  /// (`updateCache(_:subviews:)`) when the container or its subviews change.
  associatedtype Cache = Void

  /// The subviews' proxies, in the order written.
  typealias Subviews = LayoutSubviews

  /// The size the container chooses for `proposal`: a `nil` dimension asks for its ideal, 0 for
  /// its minimum, infinity for its maximum (`ProposedViewSize`).
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

  /// Places every subview (`LayoutSubview.place(at:anchor:proposal:)`) inside `bounds`, the frame
  /// the container was given for a size it chose for `proposal`.
  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The cache for `subviews`, made once per layout pass (once per container in a retained layout).
  func makeCache(subviews: Subviews) -> Cache

  /// Brings `cache` up to date with `subviews` when a retained layout lays the container out again
  /// after it or its subviews changed. By default it makes a new cache.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
  /// A layout without a cache has nothing to make.
  public func makeCache(subviews: Subviews) {}
}

extension Layout {
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
}
