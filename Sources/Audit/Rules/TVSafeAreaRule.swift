import Devices
import LayoutEngine

/// `tvSafeArea`: on Apple TV, content in the margin the HIG keeps clear (Layout, tvOS): "Inset
/// primary content 60 points from the top and bottom of the screen, and 80 points from the
/// sides. … Allow only partially displayed offscreen content and elements that deliberately flow
/// offscreen to appear outside this zone." The zone is the catalog's Apple TV safe area (60 and
/// 80 pt). Content is what draws and is not a background or a fill; an element that runs past
/// the screen's edge (partly offscreen, on purpose) and one a scroll view moves along the edge's
/// axis (a shelf that flows offscreen) are allowed, as the HIG says. Only on Apple TV, where
/// `outsideSafeArea` does not look (a TV has no hardware in the way).
enum TVSafeAreaRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    guard scene.idiom == .tv else { return }
    let nodes = scene.result.nodes
    let safe = scene.safeArea
    let window = scene.window
    let tolerance = 0.5
    for index in nodes.indices {
      guard scene.isContent(index) else { continue }
      let frame = nodes[index].frame
      // Partly offscreen on purpose: the HIG lets it cross the zone.
      guard TextClippedRule.edge(of: frame, outside: window, ignoring: []) == nil else { continue }
      let visible = scene.visibleFrame(of: index)
      let axes = scene.scrollAxes[index]
      var depth = 0.0
      var edge: PhysicalEdge?
      if !axes.contains(.vertical) {
        if safe.minY - visible.minY > max(depth, tolerance) {
          (edge, depth) = (.top, safe.minY - visible.minY)
        }
        if visible.maxY - safe.maxY > max(depth, tolerance) {
          (edge, depth) = (.bottom, visible.maxY - safe.maxY)
        }
      }
      if !axes.contains(.horizontal) {
        if safe.minX - visible.minX > max(depth, tolerance) {
          (edge, depth) = (.left, safe.minX - visible.minX)
        }
        if visible.maxX - safe.maxX > max(depth, tolerance) {
          (edge, depth) = (.right, visible.maxX - safe.maxX)
        }
      }
      guard let edge, let reference = scene.reference(index) else { continue }
      let margin = edge == .top || edge == .bottom ? safe.minY - window.minY : safe.minX - window.minX
      out.append(
        Observation(
          rule: .tvSafeArea, node: reference, index: index,
          kind:
            "\(reference.type) is in the TV's \(points(margin))-pt \(scene.edgeName(edge, of: index)) margin",
          measure: depth, detail: { [depth] in "\(points(depth)) pt into it" }))
    }
  }
}
