/// The reading direction layout follows: leading is left in `leftToRight`, right in `rightToLeft`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"

  /// The other direction.
  public var flipped: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}
