/// Text baselines of laid-out nodes, so stacks, `ZStack`s, frames and overlays can align on
/// SwiftUI's `firstTextBaseline` and `lastTextBaseline`.
///
/// A separate query over the layouter rather than part of sizing: only containers that align on
/// a baseline ask it, so layouts without one compute nothing more. It re-derives each child's
/// offer and size the way its parent's placement does, through the size cache, and asks each
/// node kind where its baseline lies at that size (docs/LayoutFormat.md, "Baseline alignment").
extension Layouter {
  /// The distance from the top of node `index`, at `size` (its answer to `proposal`), to its
  /// first or last text baseline; `nil` when it shows no text, whose guide is then its bottom.
  ///
  /// Texts and titled controls have their own; modifiers and stacks take their children's,
  /// moved by where they place them; other containers (scroll views, lists, grids, bars) and
  /// leaves without text answer `nil`.
  mutating func baseline(_ index: Int32, _ which: TextBaseline, size: Size, proposal: ProposedSize) -> Double?
  {
    switch nodes[Int(index)].kind {
    case .text(let a):
      return textBaseline(a.text, which, proposal)
    case .labelled(let a):
      return titleBaseline(a, which, size: size, proposal: proposal)
    case .stack(let a):
      return stackBaseline(index, a, which, size: size, proposal: proposal)
    case .zStack(let a):
      return zStackBaseline(index, a, which, size: size, proposal: proposal)
    case .padding(let a):
      let offer = inset(proposal, a.insets)
      return childBaseline(only(index), which, offer: offer).map { $0 + a.insets.top }
    case .frame(let a):
      return alignedBaseline(
        only(index), which, a.alignment.vertical, offer: a.childProposal(proposal), in: size)
    case .fixedSize(let a):
      return alignedBaseline(only(index), which, .center, offer: a.childProposal(proposal), in: size)
    case .aspectRatio(let a):
      let offer = a.childProposal(index, proposal, in: &self)
      return alignedBaseline(only(index), which, .center, offer: offer, in: size)
    case .offset, .clip, .ignoresSafeArea, .alignmentGuide:
      // An offset moves the drawing, not the guides; the others place their child in their frame.
      return baseline(only(index), which, size: size, proposal: proposal)
    case .decorated:
      // A background or overlay has the guides of the content it decorates.
      return baseline(children(of: index).first!, which, size: size, proposal: proposal)
    default:
      return nil
    }
  }

  /// The offset from the top of a slot `slotHeight` tall at which `child` (of size `s` for
  /// `offer`) sits when aligned by `alignment`: on a baseline, the child's baseline meets `guide`
  /// (from the slot's top; `nil` is the slot's bottom, the guide of a view without text).
  mutating func alignedOffset(
    _ child: Int32, _ alignment: VerticalAlignment, size s: Size, offer: ProposedSize, in slotHeight: Double,
    guide: Double? = nil
  ) -> Double {
    guard let which = TextBaseline(alignment) else {
      return alignment.offset(child: s.height, in: slotHeight)
    }
    return (guide ?? slotHeight) - (baseline(child, which, size: s, proposal: offer) ?? s.height)
  }

  /// Children aligned on baseline `which`: the guide's distance from the top of their union and
  /// the union's height, the most any child reaches above the guide plus the most any reaches
  /// below it (a child without text reaches up from its bottom).
  mutating func baselineRow(
    _ children: ArraySlice<Int32>, _ which: TextBaseline, slot: (Int) -> StackSlot
  ) -> (guide: Double, height: Double) {
    var above = -Double.infinity
    var below = -Double.infinity
    for (k, child) in children.enumerated() {
      let entry = slot(k)
      let b = baseline(child, which, size: entry.size, proposal: entry.offer) ?? entry.size.height
      above = max(above, b)
      below = max(below, entry.size.height - b)
    }
    guard above.isFinite else { return (0, 0) }
    return (above, above + below)
  }

  /// Text `t`'s baseline for a proposal: the first line's, or the last line's a whole number of
  /// line boxes and line spacings lower.
  private func textBaseline(_ t: Int32, _ which: TextBaseline, _ p: ProposedSize) -> Double? {
    let width = p.width.flatMap { $0.isInfinite ? nil : $0 }
    let height = p.height.flatMap { $0.isInfinite ? nil : $0 }
    let lines = texts.lineBoxes(t, width: width, height: height, lineLimit: lineLimits[Int(t)])
    guard lines.count > 0 else { return nil }
    let font = texts.font(t)
    let first = font.firstBaselineOffset(fontScale: lines.fontScale)
    guard which == .last else { return first }
    return first + Double(lines.count - 1) * (font.lineHeight * lines.fontScale + lines.lineSpacing)
  }

  /// A titled control's baseline: its title's, the title centred between the chrome's top and
  /// bottom insets (as the wireframe draws it; an estimate of where each control puts its title).
  private mutating func titleBaseline(
    _ a: LabelledLayout, _ which: TextBaseline, size: Size, proposal: ProposedSize
  ) -> Double? {
    let offer = inset(proposal, a.chrome.insets)
    guard let text = textBaseline(a.text, which, offer) else { return nil }
    let title = textSize(a.text, offer)
    let room = size.height - a.chrome.insets.top - a.chrome.insets.bottom
    return a.chrome.insets.top + max(0, (room - title.height) / 2) + text
  }

  /// The baseline of a child offered `offer`, at the size it chooses.
  private mutating func childBaseline(_ child: Int32, _ which: TextBaseline, offer: ProposedSize) -> Double? {
    baseline(child, which, size: size(child, offer), proposal: offer)
  }

  /// The baseline of a child offered `offer` and aligned by `alignment` in a box of `box`'s height.
  private mutating func alignedBaseline(
    _ child: Int32, _ which: TextBaseline, _ alignment: VerticalAlignment, offer: ProposedSize, in box: Size
  ) -> Double? {
    let s = size(child, offer)
    guard let own = baseline(child, which, size: s, proposal: offer) else { return nil }
    return alignedOffset(child, alignment, size: s, offer: offer, in: box.height) + own
  }
}
