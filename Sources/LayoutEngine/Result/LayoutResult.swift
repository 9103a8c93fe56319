/// The outcome of laying out a tree in a context: every node's absolute frame, in document order.
public struct LayoutResult: Sendable, Hashable {
  public var context: LayoutContext
  /// Nodes in document order: a node, then its background and overlay, then its children.
  public var nodes: [PlacedNode]

  public init(context: LayoutContext, nodes: [PlacedNode]) {
    self.context = context
    self.nodes = nodes
  }

  /// The dotted path of node `index`: `0` for the root, `0.2.1` for the second child of the third
  /// child, `0.1.background` for a background node.
  public func path(of index: Int) -> String { Self.path(of: index, in: nodes) }

  /// The dotted path of `nodes[index]`, by its parents and roles (also during layout, when
  /// only the roles and parents are known).
  static func path(of index: Int, in nodes: [PlacedNode]) -> String {
    var parts: [String] = []
    var current: Int? = index
    while let i = current {
      switch nodes[i].role {
      case .root: parts.append("0")
      case .child(let n): parts.append(String(n))
      case .background: parts.append("background")
      case .overlay: parts.append("overlay")
      }
      current = nodes[i].parent
    }
    return parts.reversed().joined(separator: ".")
  }

  /// The first node with `id`, if any.
  public func node(withID id: String) -> PlacedNode? {
    nodes.first { $0.id == id }
  }
}
