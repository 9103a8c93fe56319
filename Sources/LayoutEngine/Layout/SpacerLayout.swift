/// `Spacer`: `max(minLength, offer)` along its stack's axis and nothing across it; on both axes
/// outside a stack (`axis` nil).
struct SpacerLayout: LayoutAlgorithm {
  var minLength: Double
  /// The axis of the enclosing stack, `nil` outside one.
  var axis: Axis?

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    func along(_ offer: Double?) -> Double { max(minLength, offer ?? minLength) }
    switch axis {
    case .horizontal: return Size(width: along(p.width), height: 0)
    case .vertical: return Size(width: 0, height: along(p.height))
    case nil: return Size(width: along(p.width), height: along(p.height))
    }
  }
}
