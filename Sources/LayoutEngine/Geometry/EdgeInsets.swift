/// Insets on the four edges, in reading-direction terms (leading, trailing).
///
/// Layout files and padding speak in leading/trailing so that right-to-left mirroring needs no
/// second description; `left(in:)` and `right(in:)` resolve them for a direction.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  public static let zero = EdgeInsets()

  /// The physical left inset for `direction`.
  public func left(in direction: LayoutDirection) -> Double {
    direction == .leftToRight ? leading : trailing
  }

  /// The physical right inset for `direction`.
  public func right(in direction: LayoutDirection) -> Double {
    direction == .leftToRight ? trailing : leading
  }

  /// Total inset along `axis`.
  public func total(along axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}
