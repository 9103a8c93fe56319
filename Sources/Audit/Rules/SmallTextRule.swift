import LayoutEngine

/// `smallText`: text shown smaller than the platform's minimum type size. The HIG
/// (Accessibility, Vision): "Each platform has different default and minimum sizes for
/// system-defined type styles to promote readability. If you're using custom type styles, follow
/// the recommended defaults" (`PlatformTextSizes`). The size is the one drawn: the font's size
/// times the scale it shrank to (`minimumScaleFactor`). Where the platform's own smallest text
/// style is smaller at the variant's text size, that is the minimum instead, so a text style is
/// never reported. The engine's bars are the system's and skipped.
enum SmallTextRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let typeSize = scene.result.context.dynamicTypeSize
    let smallestStyle =
      TextStyle.allCases.map { Font(style: $0).resolved(for: typeSize, idiom: scene.idiom).pointSize }.min()
      ?? 0
    let limit = min(PlatformTextSizes.minimum(on: scene.idiom), smallestStyle)
    for index in scene.result.nodes.indices {
      guard let shown = scene.shownTextSize(of: index), shown < limit - 0.05,
        let reference = scene.reference(index)
      else { continue }
      out.append(
        Observation(
          rule: .smallText, node: reference, index: index,
          kind: "text is smaller than the \(points(limit))-pt minimum type size", measure: limit - shown,
          detail: { "\(points(shown)) pt" }))
    }
  }
}
