extension LayoutKind {
  /// Whether a node of this kind answers every proposal with the same size and places its whole
  /// subtree the same way whatever it is offered, given its children (compiled before it).
  ///
  /// Such a node is sized once per layout: `Layouter.size` hands its first answer to every later
  /// proposal, so the stack probes (minimum, maximum, share) and the differing offers of nested
  /// stacks do not multiply its size computations. Conservative: a kind not listed is not rigid.
  /// A fixed-size leaf is rigid, and so is a frame with both a width and a height (its child is
  /// offered those whatever the frame is offered); stacks, overlays, paddings and offsets are when
  /// the children that decide their size are. A lazy stack fills the offer across its axis, so is not.
  func isRigid(children: some Collection<Int32>, in nodes: [LayoutNode]) -> Bool {
    func allRigid() -> Bool { children.allSatisfy { nodes[Int($0)].isRigid } }
    switch self {
    case .fixed, .fixedFrame: return true
    case .frame(let a): return a.width != nil && a.height != nil
    case .stack(let a): return !a.fillsCrossAxis && allRigid()
    case .zStack, .padding, .offset, .fixedSize: return allRigid()
    // The content decides the size; the decoration is offered the content's size.
    case .decorated: return children.first.map { nodes[Int($0)].isRigid } ?? false
    default: return false
    }
  }
}
