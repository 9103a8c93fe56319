extension Picture {
  /// A symbol is 1.2 em square (times its `imageScale`), a photo its natural size; resizable, either takes the offer, as
  /// an `AsyncImage`'s placeholder does (10 × 10 as its ideal, as a shape).
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .asyncImage:
      let ideal = ControlMetrics.shapeIdealSize
      return .flexible(
        FlexibleLayout(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true))
    case .image(let source, let resizable):
      let natural =
        switch source {
        case .symbol:
          Size(
            width: ControlMetrics.symbolSize(site.font, scale: site.env.imageScale),
            height: ControlMetrics.symbolSize(site.font, scale: site.env.imageScale))
        case .photo(_, let naturalSize): naturalSize
        }
      return resizable
        ? .flexible(FlexibleLayout(ideal: natural, horizontal: true, vertical: true))
        : .fixed(FixedLayout(size: natural))
    }
  }
}
