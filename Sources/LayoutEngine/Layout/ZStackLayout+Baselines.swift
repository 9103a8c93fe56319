/// How a `ZStack` aligned on a text baseline sizes and places its children, and where a
/// `ZStack`'s own baselines are.
extension Layouter {
  /// The children of `ZStack` `node` offered `proposal`, aligned on baseline `which`: the guide
  /// from the top of their union and the union's height.
  mutating func zStackRow(_ node: Int32, _ which: TextBaseline, proposal: ProposedSize) -> (
    guide: Double, height: Double
  ) {
    let children = children(of: node)
    var slots: [StackSlot] = []
    slots.reserveCapacity(children.count)
    for child in children { slots.append(StackSlot(offer: proposal, size: size(child, proposal))) }
    return baselineRow(children, which) { slots[$0] }
  }

  /// The baseline of `ZStack` `node` at `size`: its children's, each where the alignment puts it.
  mutating func zStackBaseline(
    _ node: Int32, _ stack: ZStackLayout, _ which: TextBaseline, size box: Size, proposal: ProposedSize
  ) -> Double? {
    let vertical = stack.alignment.vertical
    let guide =
      stack.fillsOffer ? nil : TextBaseline(vertical).map { zStackRow(node, $0, proposal: proposal).guide }
    var result: Double?
    for child in children(of: node) {
      let s = size(child, proposal)
      guard let own = baseline(child, which, size: s, proposal: proposal) else { continue }
      let top = alignedOffset(child, vertical, size: s, offer: proposal, in: box.height, guide: guide)
      result = which.merge(result, top + own)
    }
    return result
  }
}
