/// How a stack honours its children's own alignment guides (`.alignmentGuide`): kept apart from
/// `StackLayout` so stacks whose children set none, the common case, run the code they always ran.
extension StackLayout {
  /// The guide the stack aligns its children by across its axis; `nil` on a text baseline,
  /// which aligns by the children's text (`baselineAlignment`).
  var crossKey: AlignmentKey? {
    switch crossAlignment {
    case .horizontal(let alignment): .horizontal(alignment)
    case .vertical(let alignment): TextBaseline(alignment) == nil ? .vertical(alignment) : nil
    }
  }

  /// The children of stack `node` aligned across its axis by their guides, when one of them
  /// sets its own guide for the stack's alignment; `nil` otherwise.
  func guidedLine(_ node: Int32, in layouter: inout Layouter, sizes: (Int) -> Size) -> GuidedLine? {
    guard let key = crossKey else { return nil }
    let children = layouter.children(of: node)
    guard layouter.anySetsGuide(children, key) else { return nil }
    return layouter.guidedLine(children, key, in: node, sizes: sizes)
  }
}

extension Layouter {
  /// `children`, of sizes `sizes(k)`, aligned by guide `key` of container `container`: each
  /// child's guide computed in order (SwiftUI computes a container's guides child by child,
  /// which code that shares state between its guides relies on).
  mutating func guidedLine(
    _ children: ArraySlice<Int32>, _ key: AlignmentKey, in container: Int32, sizes: (Int) -> Size
  ) -> GuidedLine {
    var line = GuidedLine()
    for (k, child) in children.enumerated() {
      let s = sizes(k)
      let length: Double
      switch key {
      case .horizontal: length = s.width
      case .vertical: length = s.height
      }
      line.add(length: length, guide: guideValue(child, key, size: s, in: container))
    }
    return line
  }
}
