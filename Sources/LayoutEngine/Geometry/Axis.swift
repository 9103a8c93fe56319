/// The two layout axes.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
