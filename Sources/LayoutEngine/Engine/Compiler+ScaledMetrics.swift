/// Dynamic Type scaled metrics (`scaledPadding`, `scaledFrame`), resolved for the node's type size
/// (the tree's, clamped by `dynamicTypeSize`).
extension Compiler {
  /// Insets scaled like `style` at type size `size`.
  func scaled(_ insets: EdgeInsets, relativeTo style: TextStyle, at size: DynamicTypeSize) -> EdgeInsets {
    let factor = ScaledMetric.factor(relativeTo: style, at: size, idiom: context.idiom)
    return EdgeInsets(
      top: insets.top * factor, leading: insets.leading * factor, bottom: insets.bottom * factor,
      trailing: insets.trailing * factor)
  }

  /// A frame whose lengths are scaled like `style` at `size` (infinity stays infinity).
  func scaled(_ spec: FrameSpec, relativeTo style: TextStyle, at size: DynamicTypeSize) -> FrameSpec {
    let factor = ScaledMetric.factor(relativeTo: style, at: size, idiom: context.idiom)
    func scale(_ value: Double?) -> Double? { value.map { $0.isFinite ? $0 * factor : $0 } }
    return FrameSpec(
      width: scale(spec.width), height: scale(spec.height), minWidth: scale(spec.minWidth),
      idealWidth: scale(spec.idealWidth), maxWidth: scale(spec.maxWidth),
      minHeight: scale(spec.minHeight), idealHeight: scale(spec.idealHeight),
      maxHeight: scale(spec.maxHeight), alignment: spec.alignment)
  }
}
