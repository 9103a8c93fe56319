import LayoutEngine

/// A random tree on a random screen, and a random edit of one of its nodes, made on the
/// `ViewNode` itself so the edited tree shares every untouched children array with the original
/// (as an editor's or a reload's tree would).
struct RetainedEditCase: PropertyInput, Hashable {
  var base: LayoutCase
  /// The node edited, an index into the preorder (wrapped to the tree's size).
  var node: Int
  /// A text's new string, or a container's new padding.
  var edit: Int

  static func random(using rng: inout SplitMix64) -> RetainedEditCase {
    let base = LayoutCase.random(using: &rng)
    return RetainedEditCase(
      base: base, node: Int.random(in: 0..<base.tree.nodeCount, using: &rng),
      edit: Int.random(in: 0..<4, using: &rng))
  }

  var shrinks: [RetainedEditCase] {
    base.shrinks.map { RetainedEditCase(base: $0, node: node % $0.tree.nodeCount, edit: edit) }
      + (node > 0 ? [RetainedEditCase(base: base, node: 0, edit: edit)] : [])
  }

  /// The tree before the edit.
  var original: ViewNode { base.tree.viewNode }

  /// `original` with node `node` edited: a leaf becomes a text, a container gains a padding.
  func edited(_ original: ViewNode) -> ViewNode {
    var tree = original
    var remaining = node % base.tree.nodeCount
    Self.edit(&tree, &remaining, edit)
    return tree
  }

  private static func edit(_ node: inout ViewNode, _ remaining: inout Int, _ edit: Int) {
    if remaining == 0 {
      if node.children.isEmpty {
        node.element = .text(["Edited", "A longer edited text that wraps", "", "x"][edit])
      } else {
        node.modifiers.append(.padding(EdgeInsets(all: Double(edit + 1))))
      }
      remaining = -1
      return
    }
    remaining -= 1
    for k in node.children.indices where remaining >= 0 {
      Self.edit(&node.children[k], &remaining, edit)
    }
  }

  var description: String { "edit \(edit) of node \(node) in\n\(base)" }
}
