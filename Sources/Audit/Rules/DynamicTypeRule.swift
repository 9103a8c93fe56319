import LayoutEngine

/// `dynamicType`: text that cannot grow with the person's text size: a fixed font size
/// (`.font(.system(size:))`, on the node or inherited), or text in a frame of fixed height.
/// Not on Apple TV, which has no Dynamic Type. Text whose size stops growing needs two text
/// sizes of one variant: `TextGrowthRule`.
enum DynamicTypeRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    guard scene.idiom != .tv, !scene.facts.isEmpty else { return }
    for index in scene.result.nodes.indices {
      guard scene.result.nodes[index].text != nil, scene.isShown(index),
        let facts = scene.facts(of: index), let reference = scene.reference(index)
      else { continue }
      if let size = facts.fixedFontSize {
        out.append(
          Observation(
            rule: .dynamicType, node: reference, index: index,
            kind: "font has a fixed size of \(points(size)) pt, which does not scale with Dynamic Type"))
      }
      if let height = facts.fixedHeight {
        out.append(
          Observation(
            rule: .dynamicType, node: reference, index: index,
            kind: "text is in a fixed-height frame (\(points(height)) pt) that does not grow with its text"))
      }
    }
  }
}
