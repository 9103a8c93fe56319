/// One column description of a `LazyVGrid`, as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
  /// How wide the column is.
  public enum Size: Sendable, Hashable {
    /// Exactly this wide.
    case fixed(Double)
    /// A share of the width left after fixed columns and spacing, clamped to the bounds.
    case flexible(minimum: Double, maximum: Double)
    /// As many columns of at least `minimum` as fit in the space of one flexible column, widened
    /// to share it (at most `maximum` each).
    case adaptive(minimum: Double, maximum: Double)
  }

  public var size: Size
  /// The space after this column, before the next one; `nil` for the default (8 pt).
  public var spacing: Double?

  public init(_ size: Size, spacing: Double? = nil) {
    self.size = size
    self.spacing = spacing
  }

  /// SwiftUI's default minimum of a flexible column.
  public static let defaultFlexibleMinimum = 10.0
}
