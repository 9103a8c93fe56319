/// How a stack honours its children's own alignment guides (`.alignmentGuide`) and aligns by a
/// custom guide: kept apart from `StackLayout` so stacks whose children set none, the common
/// case, run the code they always ran.
extension StackLayout {
  /// The guide the stack aligns its children by across its axis; `nil` on a text baseline,
  /// which aligns by the children's text (`baselineAlignment`).
  var crossKey: AlignmentKey? {
    switch crossAlignment {
    case .horizontal(let alignment): .horizontal(alignment)
    case .vertical(let alignment): TextBaseline(alignment) == nil ? .vertical(alignment) : nil
    }
  }

  /// The children of stack `node` (each in slot `slots(k)`) aligned across its axis by their
  /// guides, when one of them sets its own guide for the stack's alignment or the alignment is
  /// one of the app's own; `nil` otherwise.
  func guidedLine(_ node: Int32, in layouter: inout Layouter, slots: (Int) -> StackSlot) -> GuidedLine? {
    guard let key = crossKey else { return nil }
    let children = layouter.children(of: node)
    guard key.isCustom || layouter.anySetsGuide(children, key) else { return nil }
    return layouter.guidedLine(children, key, in: node, slots: slots)
  }
}

extension Layouter {
  /// `children`, each in slot `slots(k)`, aligned by guide `key` of container `container`: each
  /// child's guide computed in order (SwiftUI computes a container's guides child by child,
  /// which code that shares state between its guides relies on).
  mutating func guidedLine(
    _ children: ArraySlice<Int32>, _ key: AlignmentKey, in container: Int32, slots: (Int) -> StackSlot
  ) -> GuidedLine {
    var line = GuidedLine()
    for (k, child) in children.enumerated() {
      let slot = slots(k)
      let s = slot.size
      let length: Double
      switch key {
      case .horizontal: length = s.width
      case .vertical: length = s.height
      }
      line.add(length: length, guide: guideValue(child, key, size: s, proposal: slot.offer, in: container))
    }
    return line
  }
}
