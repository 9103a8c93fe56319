extension Shape {
  /// Every shape takes the space it is offered, and 10 × 10 when asked for its ideal size, as
  /// SwiftUI's shapes do; how it is drawn inside that frame is the wireframe's business. A
  /// placeholder stands for a view of unknown size: as wide as it is offered and one list row
  /// tall (44 pt), so it neither vanishes nor crowds out the views around it.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    if case .placeholder = self {
      return .flexible(FlexibleLayout(ideal: Size(width: 120, height: 44), horizontal: true, vertical: false))
    }
    let ideal = ControlMetrics.shapeIdealSize
    return .flexible(
      FlexibleLayout(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true))
  }
}
