extension Stack {
  /// Vertical and horizontal stacks share their length (`StackLayout`), lazy ones also taking the
  /// whole offer across their axis; a `ZStack` overlays.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .vertical(let alignment, let spacing, let isLazy):
      .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(alignment),
          spacing: spacing ?? ControlMetrics.defaultSpacing, fillsCrossAxis: isLazy))
    case .horizontal(let alignment, let spacing, let isLazy):
      .stack(
        StackLayout(
          axis: .horizontal, crossAlignment: .vertical(alignment),
          spacing: spacing ?? ControlMetrics.defaultSpacing, fillsCrossAxis: isLazy))
    case .depth(let alignment):
      .zStack(ZStackLayout(alignment: alignment))
    }
  }
}
