import LayoutEngine

/// `fullWidthButton`: on iPhone and iPad, a button whose bezel or background spans the screen
/// from margin to margin. The HIG (Layout, iOS): "Avoid full-width buttons. Buttons feel at home
/// in iOS when they respect system-defined margins and are inset from the edges of the screen."
/// A button is full width when what it draws (its bezel, when bordered, and its backgrounds)
/// comes nearer than the system's layout margin (16 pt in a compact width, 20 pt in a regular
/// one, UIKit's default `layoutMargins`) to both sides of the safe area. A button the safe area
/// insets (an iPhone in landscape) and that keeps the margins is not; a plain button draws
/// nothing around its title and is not judged.
enum FullWidthButtonRule {
  /// The system's layout margin in a width of `sizeClass`.
  static func margin(_ sizeClass: SizeClass) -> Double { sizeClass == .regular ? 20 : 16 }

  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    guard scene.idiom == .phone || scene.idiom == .pad else { return }
    let nodes = scene.result.nodes
    let margin = margin(scene.result.context.horizontalSizeClass)
    let safe = scene.safeArea
    for index in nodes.indices {
      guard case .control(.button(_, let style, _, _, _, _, _)) = nodes[index].element,
        !scene.isSystem[index], scene.isShown(index)
      else { continue }
      var drawn: Rect? = style == .plain ? nil : scene.visibleFrame(of: index)
      for child in index + 1..<scene.subtreeEnd[index]
      where nodes[child].parent == index && nodes[child].role == .background && scene.isShown(child) {
        let frame = scene.visibleFrame(of: child)
        drawn = drawn.map { $0.union(frame) } ?? frame
      }
      guard let drawn, drawn.minX < safe.minX + margin - 0.5, drawn.maxX > safe.maxX - margin + 0.5,
        let reference = scene.reference(index)
      else { continue }
      let inset = max(drawn.minX - safe.minX, safe.maxX - drawn.maxX, 0)
      out.append(
        Observation(
          rule: .fullWidthButton, node: reference, index: index,
          kind: "Button spans the screen inside the \(points(margin))-pt system margins",
          measure: margin - inset,
          detail: { "\(points(drawn.width)) pt wide, \(points(inset)) pt from the safe area's sides" }))
    }
  }
}
