extension Stack {
  /// Vertical and horizontal stacks share their length (`StackLayout`), a `ZStack` overlays.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .vertical(let alignment, let spacing):
      .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(alignment),
          spacing: spacing ?? ControlMetrics.defaultSpacing))
    case .horizontal(let alignment, let spacing):
      .stack(
        StackLayout(
          axis: .horizontal, crossAlignment: .vertical(alignment),
          spacing: spacing ?? ControlMetrics.defaultSpacing))
    case .depth(let alignment):
      .zStack(ZStackLayout(alignment: alignment))
    }
  }
}
