/// What the proxies of one custom-layout call reach: the layouter (through a pointer valid only
/// during the call, `with`), the container's children and compiled facts, and the placements
/// the call makes. A class, since every proxy shares it.
final class LayoutSession {
  /// Where `place(at:anchor:proposal:)` put a subview.
  struct Placement {
    var position: Point
    var anchor: UnitPoint
    var proposal: ProposedSize
  }

  let children: [Int32]
  let layout: CustomLayoutAlgorithm
  let direction: LayoutDirection
  /// The layouter while a call runs, else `nil`.
  private var layouter: UnsafeMutablePointer<Layouter>?
  /// Each subview's last placement in a `placeSubviews` call.
  private(set) var placements: [Placement?]

  init(children: some Collection<Int32>, layout: CustomLayoutAlgorithm, direction: LayoutDirection) {
    self.children = Array(children)
    self.layout = layout
    self.direction = direction
    placements = Array(repeating: nil, count: self.children.count)
  }

  /// Runs `body` with the proxies reaching `layouter`.
  func with<T>(_ layouter: inout Layouter, _ body: (LayoutSubviews) -> T) -> T {
    withUnsafeMutablePointer(to: &layouter) { pointer in
      self.layouter = pointer
      defer { self.layouter = nil }
      return body(LayoutSubviews(session: self))
    }
  }

  func size(of index: Int, _ proposal: ProposedSize) -> Size {
    guard let layouter else { return .zero }
    return layouter.pointee.size(children[index], proposal.finite)
  }

  func priority(of index: Int) -> Double {
    guard let layouter else { return 0 }
    return layouter.pointee.nodes[Int(children[index])].priority
  }

  func place(_ index: Int, _ placement: Placement) {
    guard layouter != nil else { return }
    var placement = placement
    placement.proposal = placement.proposal.finite
    placements[index] = placement
  }
}

extension ProposedSize {
  /// The proposal with a NaN dimension (arithmetic gone wrong in a layout) read as unspecified.
  fileprivate var finite: ProposedSize {
    ProposedSize(width: width.flatMap { $0.isNaN ? nil : $0 }, height: height.flatMap { $0.isNaN ? nil : $0 })
  }
}
