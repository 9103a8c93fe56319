/// An alternative form of a node and the condition under which it replaces the node.
///
/// The layout file merges a variant's keys into its node's, so `node` is complete: the same
/// element with other arguments or modifiers, or another element (an `HStack` that becomes a
/// `VStack` at accessibility sizes) with the same content.
public struct ViewVariant: Sendable, Hashable {
  public var condition: LayoutCondition
  public var node: ViewNode

  public init(condition: LayoutCondition, node: ViewNode) {
    self.condition = condition
    self.node = node
  }
}

extension ViewNode {
  /// The node as it stands in `context`: its first variant whose condition matches, else itself.
  ///
  /// Variants nest (a variant's node may have variants of its own), so the choice repeats.
  package func resolved(for context: LayoutContext) -> ViewNode {
    guard let match = variants.first(where: { $0.condition.matches(context) }) else { return self }
    return match.node.resolved(for: context)
  }
}
