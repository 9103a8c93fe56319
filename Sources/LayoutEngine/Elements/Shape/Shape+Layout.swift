extension Shape {
  /// Every shape takes the space it is offered, and 10 × 10 when asked for its ideal size, as
  /// SwiftUI's shapes do; how it is drawn inside that frame is the wireframe's business. A
  /// placeholder stands for a view of unknown size: as wide as it is offered and one list row
  /// tall (44 pt), so it neither vanishes nor crowds out the views around it.
  func layoutKind(_ site: ElementSite) -> LayoutKind { .flexible(layout) }

  /// The shape's algorithm, which needs nothing of the site.
  var layout: FlexibleLayout {
    if case .placeholder = self { return Self.placeholderLayout }
    return Self.filledLayout
  }

  /// A placeholder's algorithm: as wide as offered, one list row tall.
  static var placeholderLayout: FlexibleLayout {
    FlexibleLayout(ideal: Size(width: 120, height: 44), horizontal: true, vertical: false)
  }

  /// Every other shape's algorithm: the offer on both axes.
  static var filledLayout: FlexibleLayout {
    let ideal = ControlMetrics.shapeIdealSize
    return FlexibleLayout(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true)
  }
}
