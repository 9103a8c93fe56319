/// SwiftUI's name for a proposal, which custom layouts are written with.
public typealias ProposedViewSize = ProposedSize

extension ProposedSize {
  /// The proposal with each `nil` dimension replaced by `size`'s (SwiftUI's default 10 × 10,
  /// a shape's ideal size): a layout that fills its offer answers the ideal question with it.
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}
