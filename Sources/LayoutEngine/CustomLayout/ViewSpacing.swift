/// A subview's spacing preferences on its four edges (SwiftUI's `ViewSpacing`): the same
/// preferences a stack with no spacing given reads (`DefaultSpacing`), so a custom layout that
/// asks `distance(to:along:)` spaces a text and a view as an `HStack` or `VStack` would.
public struct ViewSpacing: Sendable {
  var top: EdgeSpacing
  var bottom: EdgeSpacing
  var leading: EdgeSpacing
  var trailing: EdgeSpacing
  let idiom: UserInterfaceIdiom

  /// The space this view prefers before `next` when `next` follows it along `axis` (below it
  /// vertically, after it horizontally).
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    axis == .horizontal
      ? DefaultSpacing.distance(trailing, next.leading, idiom: idiom)
      : DefaultSpacing.distance(bottom, next.top, idiom: idiom)
  }
}

extension GapReader {
  /// The spacing preferences of internal node `node` on its four edges, out of `budget` nodes
  /// looked at (`edgeSpacing`).
  func viewSpacing(_ node: Int32, budget: inout Int) -> ViewSpacing {
    ViewSpacing(
      top: edgeSpacing(node, .top, budget: &budget), bottom: edgeSpacing(node, .bottom, budget: &budget),
      leading: edgeSpacing(node, .leading, budget: &budget),
      trailing: edgeSpacing(node, .trailing, budget: &budget), idiom: idiom)
  }
}
