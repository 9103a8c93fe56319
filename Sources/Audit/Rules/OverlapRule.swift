import LayoutEngine

/// `overlap`: text covered by a sibling: something a later sibling (or anything inside it)
/// draws over the text's frame, as an offset, negative spacing or a `ZStack` layer does.
/// Overlays are meant to cover, and backgrounds lie under; both are left alone.
enum OverlapRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let nodes = scene.result.nodes
    var children = [[Int]](repeating: [], count: nodes.count)
    for index in nodes.indices {
      if case .child = nodes[index].role, let parent = nodes[index].parent {
        children[parent].append(index)
      }
    }
    for siblings in children where siblings.count > 1 {
      let boxes = siblings.map { bounds(scene, from: $0) }
      // Each text is reported under the first later sibling that covers it: looking them up by
      // place (`SiblingGrid`) keeps a ZStack of thousands of layers near linear, where every
      // pair, and every pair's observation, took quadratic time and memory.
      let grid = SiblingGrid(boxes.map(\.drawn))
      var kinds = LastKind<Cover>()
      for (i, first) in siblings.enumerated() {
        guard let textBox = boxes[i].text,
          let j = grid.firstMeeting(textBox, after: i, where: { meets(textBox, $0) })
        else { continue }
        report(scene, texts: first, coveredBy: siblings[j], kinds: &kinds, into: &out)
      }
    }
  }

  /// The text nodes of `child`'s subtree that something drawn in `cover`'s subtree covers.
  private static func report(
    _ scene: Scene, texts child: Int, coveredBy cover: Int, kinds: inout LastKind<Cover>,
    into out: inout [Observation]
  ) {
    let nodes = scene.result.nodes
    for text in child..<scene.subtreeEnd[child] where nodes[text].text != nil && scene.isShown(text) {
      let frame = scene.visibleFrame(of: text)
      for drawn in cover..<scene.subtreeEnd[cover]
      where scene.traits[drawn].contains(.drawsContent) && scene.isShown(drawn)
        && meets(frame, scene.visibleFrame(of: drawn))
      {
        guard let reference = scene.reference(text) else { break }
        let area = frame.intersection(scene.visibleFrame(of: drawn))
        out.append(
          Observation(
            rule: .overlap, node: reference, index: text,
            kind: kinds.kind(for: Cover(type: nodes[drawn].element.typeName, id: nodes[drawn].id)) {
              "text is covered by \($0.type)\($0.id.map { " '\($0)'" } ?? "")"
            },
            measure: area.width * area.height, detail: { "\(points(area.width, area.height)) covered" }))
        break
      }
    }
  }

  /// The rectangles that hold the shown text and the drawing of node `index`'s subtree.
  private static func bounds(_ scene: Scene, from index: Int) -> (text: Rect?, drawn: Rect?) {
    var text: Rect?
    var drawn: Rect?
    let nodes = scene.result.nodes
    for n in index..<scene.subtreeEnd[index] where scene.isShown(n) {
      let frame = scene.visibleFrame(of: n)
      if nodes[n].text != nil { text = text.map { $0.union(frame) } ?? frame }
      if scene.traits[n].contains(.drawsContent) { drawn = drawn.map { $0.union(frame) } ?? frame }
    }
    return (text, drawn)
  }

  /// What an overlap's kind names: the type and id of what covers the text.
  struct Cover: Equatable {
    var type: String
    var id: String?
  }

  /// Whether two rectangles share more than half a point each way.
  static func meets(_ a: Rect, _ b: Rect) -> Bool {
    let overlap = a.intersection(b)
    return overlap.width > 0.5 && overlap.height > 0.5
  }
}
