extension Grouping {
  /// Where a group or `ForEach` stands for its children (in a stack, list, grid or picker) it is
  /// gone before compiling; where it cannot (the root of a screen or of a navigation container,
  /// or with variants of its own) it lays out its children as a `VStack` would. `EmptyView` is
  /// nothing: zero by zero.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .group, .forEach:
      .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(.center), spacing: ControlMetrics.defaultSpacing))
    case .empty:
      .fixed(FixedLayout(size: .zero))
    }
  }
}
