import Devices
import LayoutEngine

/// `outsideSafeArea`: content under the hardware or the system's chrome: the status bar, the
/// notch or Dynamic Island, the home indicator, or a rounded corner (the safe area's edges
/// without the keyboard). Content is what draws and is not a background, a shape or colour
/// fill (which SwiftUI extends under the bars on purpose), or one of the engine's bars. Within
/// a scroll view only the part inside its viewport counts.
enum OutsideSafeAreaRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    // A TV has no hardware in the way; its margin is `tvSafeArea`'s, with the HIG's exceptions.
    guard scene.idiom != .tv else { return }
    let nodes = scene.result.nodes
    let safe = scene.safeArea
    let tolerance = 0.5
    for index in nodes.indices {
      guard scene.isContent(index) else { continue }
      let visible = scene.visibleFrame(of: index)
      // An edge where the safe area is the window's own edge has nothing under it (a canvas, a
      // side of a split-view window, a side of a phone without a notch): content past it is off
      // the screen, which is `offscreen`'s finding.
      let window = scene.window
      var edge: PhysicalEdge?
      if visible.minY < safe.minY - tolerance, safe.minY > window.minY {
        edge = .top
      } else if visible.maxY > safe.maxY + tolerance, safe.maxY < window.maxY {
        edge = .bottom
      } else if visible.minX < safe.minX - tolerance, safe.minX > window.minX {
        edge = .left
      } else if visible.maxX > safe.maxX + tolerance, safe.maxX < window.maxX {
        edge = .right
      }
      guard let edge, let reference = scene.reference(index) else { continue }
      let depth: Double =
        switch edge {
        case .top: safe.minY - visible.minY
        case .bottom: visible.maxY - safe.maxY
        case .left: safe.minX - visible.minX
        case .right: visible.maxX - safe.maxX
        }
      out.append(
        Observation(
          rule: .outsideSafeArea, node: reference, index: index,
          kind: "\(reference.type) is under the \(Self.region(edge, visible: visible, scene: scene))",
          measure: depth, detail: { "\(points(depth)) pt into it" }))
    }
  }

  /// What is at `edge` of the screen where `visible` reaches past the safe area.
  static func region(_ edge: PhysicalEdge, visible: Rect, scene: Scene) -> String {
    if let cutout = scene.cutout {
      let overlap = visible.intersection(cutout.frame)
      if overlap.width > 0 && overlap.height > 0 { return cutout.name }
    }
    switch edge {
    case .top: return scene.hasStatusBar ? "status bar" : "rounded corner"
    case .bottom: return scene.hasHomeIndicator ? "home indicator" : "rounded corner"
    case .left, .right:
      return scene.cutout == nil ? "rounded corner" : "sensor housing side (\(scene.cutout!.name))"
    }
  }

  /// Whether `element` is a shape or colour, a fill that may run under the bars.
  static func isFill(_ element: Element) -> Bool {
    if case .shape = element { return true }
    return false
  }
}
