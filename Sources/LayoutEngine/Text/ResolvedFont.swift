/// A font made concrete for one Dynamic Type size: what text measurement needs.
public struct ResolvedFont: Sendable, Hashable {
  /// The point size.
  public var pointSize: Double
  /// The distance from one baseline to the next, the HIG "leading" column.
  public var lineHeight: Double
  public var weight: FontWeight

  package init(pointSize: Double, lineHeight: Double, weight: FontWeight) {
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.weight = weight
  }
}
