import LayoutEngine

/// `controlsInRow`: on Apple Watch, more controls side by side than the HIG allows (Layout,
/// watchOS): "display no more than three buttons that contain glyphs — or two buttons that
/// contain text — in a row." Controls are side by side when their hit regions share most of
/// their height and none of their width; a row with any control that shows text may hold two,
/// one of glyphs only three. The row is reported on the nearest container the file writes that
/// holds all its controls (the HStack to change).
enum ControlsInRowRule {
  static func inspect(_ scene: Scene, targets: TapTargets, into out: inout [Observation]) {
    guard scene.idiom == .watch else { return }
    let nodes = scene.result.nodes
    let list = targets.targets.sorted { $0.region.minX < $1.region.minX }
    var taken = Set<Int>()
    for position in list.indices where !taken.contains(position) {
      var members = [position]
      for next in position + 1..<list.count where sideBySide(list[members.last!].region, list[next].region) {
        members.append(next)
      }
      guard members.count > 2 else { continue }
      taken.formUnion(members)
      let row = members.map { list[$0] }
      let texts = row.filter { showsText(nodes[$0.index].element) }.count
      let limit = texts > 0 ? 2 : 3
      guard row.count > limit else { continue }
      // The container to change; the last control when the file writes none that holds them all
      // (controls of two stacks side by side).
      var holder = commonAncestor(of: row.map(\.index), in: scene)
      if scene.reference(holder) == nil { holder = row.map(\.index).max()! }
      guard let reference = scene.reference(holder) else { continue }
      let what =
        texts > 0
        ? "\(row.count) controls side by side, \(texts) with text" : "\(row.count) glyph buttons side by side"
      out.append(
        Observation(
          rule: .controlsInRow, node: reference, index: holder,
          kind: "\(reference.type) has \(what); watchOS allows at most \(limit)",
          measure: Double(row.count - limit), detail: { "\(row.count) in a row" }))
    }
  }

  /// Whether `b` is to the side of `a` in one row: apart horizontally, sharing most of the
  /// shorter one's height.
  static func sideBySide(_ a: Rect, _ b: Rect) -> Bool {
    let shared = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return b.minX >= a.maxX - 0.5 && shared > 0.5 * min(a.height, b.height)
  }

  /// Whether `element` shows a title (a button with an icon only, or an empty title, does not).
  static func showsText(_ element: Element) -> Bool {
    if case .control(.button(let title, _, _, let image, _, let labelStyle, _)) = element {
      return !(title.isEmpty || (image != nil && labelStyle == .iconOnly))
    }
    return true
  }

  /// The nearest node the file writes that holds every one of `indices` (the root when none
  /// does).
  static func commonAncestor(of indices: [Int], in scene: Scene) -> Int {
    let nodes = scene.result.nodes
    var candidate = indices[0]
    while let parent = nodes[candidate].parent,
      !indices.allSatisfy({ candidate <= $0 && $0 < scene.subtreeEnd[candidate] })
        || nodes[candidate].source == nil
    {
      candidate = parent
    }
    return candidate
  }
}
