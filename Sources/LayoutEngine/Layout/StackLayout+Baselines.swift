/// How an `HStack` aligned on a text baseline sizes and places its children, and where a stack's
/// own baselines are: kept apart from `StackLayout` so stacks aligned on an edge or the centre,
/// the common case, run the code they always ran.
extension StackLayout {
  /// The baseline an `HStack` aligns its children on, `nil` when it aligns on an edge or the centre.
  var baselineAlignment: TextBaseline? {
    guard axis == .horizontal, case .vertical(let alignment) = crossAlignment else { return nil }
    return TextBaseline(alignment)
  }
}

extension Layouter {
  /// The baseline of stack `node` at `size` for `proposal`: its children's, each moved to where
  /// the stack places it (one after another down a `VStack`, aligned across an `HStack`),
  /// merged as `which` merges them; `nil` when no child shows text.
  mutating func stackBaseline(
    _ node: Int32, _ stack: StackLayout, _ which: TextBaseline, size: Size, proposal: ProposedSize
  ) -> Double? {
    let children = children(of: node)
    let slots = stackChildSizes(
      children, axis: stack.axis, spacing: stack.totalSpacing(children.count), proposal: proposal)
    let guide = stack.baselineAlignment.map { baselineRow(children, $0) { slots[$0] }.guide }
    let line = stack.axis == .horizontal ? stack.guidedLine(node, in: &self, slots: { slots[$0] }) : nil
    var result: Double?
    var cursor = 0.0
    for (k, child) in children.enumerated() {
      let s = slots[k].size
      let top: Double
      switch (stack.axis, stack.crossAlignment) {
      case (.horizontal, .vertical(let alignment)):
        top =
          line.map { $0.offset(k, unionOffset: alignment.offset(child: $0.length, in: size.height)) }
          ?? alignedOffset(child, alignment, size: s, offer: slots[k].offer, in: size.height, guide: guide)
      case (.horizontal, .horizontal):
        top = 0
      case (.vertical, _):
        if k > 0 { cursor += stack.gap(before: k) }
        top = cursor
        cursor += s.height
      }
      let own = baseline(child, which, size: s, proposal: slots[k].offer)
      result = which.merge(result, own.map { top + $0 })
    }
    return result
  }
}
