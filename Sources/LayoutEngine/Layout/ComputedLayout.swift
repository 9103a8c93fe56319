/// A `frame`, `padding`, `offset` or `position` with computed lengths (`ComputedModifier`): each
/// time it is sized or placed, its lengths are computed with the innermost `GeometryReader`'s size
/// and the screen's, and the plain modifier's algorithm does the rest.
struct ComputedLayout: LayoutAlgorithm {
  let modifier: ComputedModifier

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    switch resolved(layouter) {
    case .frame(let a): a.size(of: node, proposal: p, in: &layouter)
    case .padding(let a): a.size(of: node, proposal: p, in: &layouter)
    case .offset(let a): a.size(of: node, proposal: p, in: &layouter)
    case .position(let a): a.size(of: node, proposal: p, in: &layouter)
    default: layouter.size(layouter.only(node), p)
    }
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    switch resolved(layouter) {
    case .frame(let a): a.place(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
    case .padding(let a): a.place(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
    case .offset(let a): a.place(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
    case .position(let a): a.place(node, in: frame, proposal: proposal, clip: clip, in: &layouter)
    default:
      layouter.place(layouter.only(node), at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
    }
  }

  /// The plain modifier's algorithm for the sizes at hand.
  private func resolved(_ layouter: Layouter) -> LayoutKind? {
    let context = LengthContext(
      geometrySize: layouter.geometrySizes.last, screenSize: layouter.context.containerSize)
    switch modifier.resolved(in: context) {
    case .frame(let spec): return .frame(FrameLayout(spec: spec))
    case .padding(let insets): return .padding(PaddingLayout(insets: insets))
    case .offset(let x, let y): return .offset(OffsetLayout(x: x, y: y))
    case .position(let x, let y): return .position(PositionLayout(x: x, y: y))
    default: return nil
    }
  }
}
