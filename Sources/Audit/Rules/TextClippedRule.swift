import Devices
import LayoutEngine

/// `textClipped`: text that does not show whole. Truncated by the layout (`…`: a line limit or
/// a height too small), larger than its own frame, running past its container (the space its
/// parent takes with its padding and frames: a fixed-width parent, a fixed size, an offset),
/// past a scroll view's edge across its axis, or past the window.
enum TextClippedRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let nodes = scene.result.nodes
    for index in nodes.indices where scene.isShown(index) {
      guard let size = nodes[index].text?.size else { continue }
      func observe(_ kind: String, _ measure: Double = 0, _ detail: (@Sendable () -> String)? = nil) {
        guard let reference = scene.reference(index) else { return }
        out.append(
          Observation(
            rule: .textClipped, node: reference, index: index, kind: kind, measure: measure, detail: detail))
      }
      if nodes[index].isTruncated {
        observe("text is truncated")
        continue
      }
      let frame = nodes[index].frame
      if size.width > frame.width + 0.5 || size.height > frame.height + 0.5 {
        observe(
          "text is larger than its frame", max(size.width - frame.width, size.height - frame.height),
          { "\(points(size.width, size.height)) in \(points(frame.width, frame.height))" })
        continue
      }
      let axes = scene.scrollAxes[index]
      if let edge = Self.edge(of: frame, outside: scene.window, ignoring: axes) {
        observe("text runs past the screen's \(scene.edgeName(edge, of: index)) edge")
        continue
      }
      if let clip = nodes[index].clip, let edge = Self.edge(of: frame, outside: clip, ignoring: axes) {
        observe("text runs past its scroll view's \(scene.edgeName(edge, of: index)) edge")
        continue
      }
      if let parent = nodes[index].parent, nodes[index].role != .background, nodes[index].role != .overlay,
        !scene.scrollAxes[index].isSuperset(of: [.horizontal, .vertical])
      {
        // The space the parent takes; and the space it is laid out in past that slot when it
        // ignores the safe area.
        let ignoresSafeArea = scene.facts(of: parent)?.ignoresSafeArea == true
        let container = nodes[parent].outerFrame.union(
          ignoresSafeArea ? nodes[parent].frame : nodes[parent].outerFrame)
        let parentAxes = axes.subtracting(scene.scrollAxes[parent])
        if let edge = Self.edge(of: frame, outside: container, ignoring: parentAxes) {
          observe("text runs past its container's \(scene.edgeName(edge, of: index)) edge")
        }
      }
    }
  }

  /// The first edge of `outer` that `frame` reaches past by more than half a point, other than
  /// along `axes`.
  static func edge(of frame: Rect, outside outer: Rect, ignoring axes: Scene.ScrollAxes) -> PhysicalEdge? {
    let tolerance = 0.5
    if !axes.contains(.horizontal) {
      if frame.minX < outer.minX - tolerance { return .left }
      if frame.maxX > outer.maxX + tolerance { return .right }
    }
    if !axes.contains(.vertical) {
      if frame.minY < outer.minY - tolerance { return .top }
      if frame.maxY > outer.maxY + tolerance { return .bottom }
    }
    return nil
  }
}
