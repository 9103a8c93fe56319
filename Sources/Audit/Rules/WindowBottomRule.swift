import LayoutEngine

/// `windowBottom`: a control at the bottom of a Mac window. The HIG (Layout, macOS): "Avoid
/// placing controls or critical information at the bottom of a window. People often move windows
/// so that the bottom edge is below the bottom of the screen." A control counts as at the bottom
/// when it reaches into the window's last `band` points, the height of a default macOS control
/// (HIG, Accessibility: 28 x 28 pt): where a window dragged past the screen's edge hides it first.
/// Only on a Mac; controls in the bars the engine makes are the system's and are skipped.
enum WindowBottomRule {
  /// The band at the bottom of a window where a control is reported, in points.
  static let band = 28.0

  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    guard scene.idiom == .mac else { return }
    let limit = scene.window.maxY - band
    for index in scene.result.nodes.indices {
      // The control itself: padding under it is space between it and the edge.
      let frame = scene.visibleFrame(of: index)
      guard scene.traits[index].contains(.tappable), !scene.isSystem[index], scene.isShown(index),
        frame.maxY > limit + 0.001, let reference = scene.reference(index)
      else { continue }
      let depth = min(frame.maxY, scene.window.maxY) - limit
      out.append(
        Observation(
          rule: .windowBottom, node: reference, index: index,
          kind: "\(reference.type) is at the bottom of the window",
          measure: depth,
          detail: { [window = scene.window] in "\(points(window.maxY - frame.maxY)) pt from the bottom edge" }
        ))
    }
  }
}
