extension Stack {
  /// Vertical and horizontal stacks share their length (`StackLayout`), lazy ones also taking the
  /// whole offer across their axis; a `ZStack` overlays. A stack with no spacing given spaces
  /// each pair of children as SwiftUI would (`Compiler.defaultGaps`).
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .vertical(let alignment, let spacing, let isLazy):
      .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(alignment),
          spacing: spacing ?? DefaultSpacing.platformDefault(site.idiom), fillsCrossAxis: isLazy,
          gaps: spacing == nil ? compiler.defaultGaps(site.children, axis: .vertical) : [],
          choosesSpacing: spacing == nil))
    case .horizontal(let alignment, let spacing, let isLazy):
      .stack(
        StackLayout(
          axis: .horizontal, crossAlignment: .vertical(alignment),
          spacing: spacing ?? DefaultSpacing.platformDefault(site.idiom), fillsCrossAxis: isLazy,
          gaps: spacing == nil ? compiler.defaultGaps(site.children, axis: .horizontal) : [],
          choosesSpacing: spacing == nil))
    case .depth(let alignment):
      .zStack(ZStackLayout(alignment: alignment))
    }
  }
}
