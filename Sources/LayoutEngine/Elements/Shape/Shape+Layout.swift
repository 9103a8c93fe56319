extension Shape {
  /// Every shape takes the space it is offered, and 10 × 10 when asked for its ideal size, as
  /// SwiftUI's shapes do; how it is drawn inside that frame is the wireframe's business.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    let ideal = ControlMetrics.shapeIdealSize
    return .flexible(
      FlexibleLayout(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true))
  }
}
