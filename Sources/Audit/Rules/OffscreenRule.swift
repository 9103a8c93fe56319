import LayoutEngine

/// `offscreen`: an element that draws something and lies partly or wholly outside the window,
/// except along an axis a scroll view or list scrolls it on. Text is `textClipped`'s; the
/// engine's bars are not the file's. Only the outermost such element is reported.
enum OffscreenRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let nodes = scene.result.nodes
    var reportedUntil = -1
    for index in nodes.indices {
      guard index >= reportedUntil else { continue }
      guard scene.traits[index].contains(.drawsContent), !scene.isSystem[index], nodes[index].text == nil,
        !nodes[index].isHidden
      else { continue }
      let frame = nodes[index].frame
      guard frame.width > 0 || frame.height > 0,
        let edge = TextClippedRule.edge(of: frame, outside: scene.window, ignoring: scene.scrollAxes[index]),
        let reference = scene.reference(index)
      else { continue }
      let visible = frame.intersection(scene.window)
      let outside = 1 - (visible.width * visible.height) / max(frame.width * frame.height, 1)
      out.append(
        Observation(
          rule: .offscreen, node: reference, index: index,
          kind: "\(reference.type) runs past the screen's \(scene.edgeName(edge, of: index)) edge",
          measure: outside, detail: { "\(Int((outside * 100).rounded()))% outside" }))
      reportedUntil = scene.subtreeEnd[index]
    }
  }
}
