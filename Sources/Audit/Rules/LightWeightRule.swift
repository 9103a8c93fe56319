import LayoutEngine

/// `lightWeight`: small text in a light weight. The HIG (Typography, Ensuring legibility): "In
/// general, avoid light font weights. For example, if you're using system-provided fonts, prefer
/// Regular, Medium, Semibold, or Bold font weights, and avoid Ultralight, Thin, and Light font
/// weights, which can be difficult to see, especially when text is small." Text is small when it
/// is drawn below the platform's default size (`PlatformTextSizes`: 17 pt on iOS and iPadOS);
/// larger light text (a display title) is left alone. The engine's bars are the system's and
/// skipped.
enum LightWeightRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let limit = PlatformTextSizes.defaultSize(on: scene.idiom)
    for index in scene.result.nodes.indices {
      guard let weight = scene.result.nodes[index].font?.weight, weight < .regular,
        let shown = scene.shownTextSize(of: index), shown < limit - 0.05,
        let reference = scene.reference(index)
      else { continue }
      out.append(
        Observation(
          rule: .lightWeight, node: reference, index: index,
          kind: "text in a \(weight.name) weight is smaller than the \(points(limit))-pt default size",
          measure: limit - shown, detail: { "\(points(shown)) pt" }))
    }
  }
}
