/// The proxies of a custom layout's subviews, in the order written (SwiftUI's `LayoutSubviews`),
/// indexed from 0.
public struct LayoutSubviews: RandomAccessCollection {
  let session: LayoutSession

  public var startIndex: Int { 0 }
  public var endIndex: Int { session.children.count }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(session: session, index: index) }

  /// The container's layout direction. Placements are mirrored for right to left by the engine,
  /// so a layout reads this only to do something else in it.
  public var layoutDirection: LayoutDirection { session.direction }
}

/// One subview of a custom layout (SwiftUI's `LayoutSubview`): asked for its size under any
/// proposal, its spacing preferences, priority and layout values, and told where it goes.
///
/// Valid during the `Layout` call that received it: a proxy kept and asked later answers zero.
public struct LayoutSubview {
  let session: LayoutSession
  let index: Int

  /// The size the subview chooses for `proposal`, from the engine's size cache when it was asked
  /// that before in this pass.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { session.size(of: index, proposal) }

  /// The subview's size for `proposal` and the alignment guides derived from it.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal))
  }

  /// Its preferences for the space between it and its neighbours.
  public var spacing: ViewSpacing { session.layout.spacings[index] }

  /// Its `layoutPriority` (a `Spacer`'s is below every other view's).
  public var priority: Double { session.priority(of: index) }

  /// The value it set for `key` with `layoutValue(key:value:)`, else `key.defaultValue`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    for value in session.layout.values[index] {
      if let found = value.value(of: key) { return found }
    }
    return key.defaultValue
  }

  /// The value it set under the key named `key` (`LayoutValue(named:value:)`), else `nil`.
  package func layoutValue(named key: String) -> (any Hashable & Sendable)? {
    session.layout.values[index].lazy.compactMap { $0.value(named: key) }.first
  }

  /// Puts the subview's `anchor` at `position` (in the container's coordinates, those of the
  /// bounds `placeSubviews` was given) and sizes it for `proposal`. The last call for a subview
  /// counts; a subview never placed is centred in the bounds with the container's proposal.
  public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    session.place(index, LayoutSession.Placement(position: position, anchor: anchor, proposal: proposal))
  }
}

/// A subview's size for a proposal with its alignment guides (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable, Hashable {
  public var width: Double
  public var height: Double

  package init(size: Size) {
    width = size.width
    height = size.height
  }

  /// The offset of `guide` from the subview's leading edge (a custom guide at its default).
  public subscript(guide: HorizontalAlignment) -> Double {
    guide.value(in: Size(width: width, height: height))
  }

  /// The offset of `guide` from the subview's top (a text baseline is the bottom here; a custom
  /// guide at its default).
  public subscript(guide: VerticalAlignment) -> Double { guide.value(in: Size(width: width, height: height)) }
}
