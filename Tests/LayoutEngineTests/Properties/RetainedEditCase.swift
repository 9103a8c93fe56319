import LayoutEngine
import TestSupport

/// A random tree on a random screen, and random edits of it one after another (a text changed,
/// a modifier replaced or removed, a view inserted or deleted), each made on the `ViewNode`
/// itself so the edited tree shares every untouched children array with the one before (as an
/// editor's or a reload's tree would).
struct RetainedEditCase: PropertyInput, Hashable {
  /// One edit: of node `node` (an index into the preorder, wrapped to the tree's size).
  struct Edit: Hashable, CustomStringConvertible {
    enum Kind: Hashable {
      /// A leaf becomes a text (one of four strings), a container gains a padding.
      case text(Int)
      /// The node's modifiers become this one, or none.
      case modifiers(Modifier?)
      /// A leaf inserted among a container's children (at this index, wrapped).
      case insert(RandomTree, at: Int)
      /// A container's child removed (this index, wrapped).
      case delete(at: Int)
    }

    var node: Int
    var kind: Kind

    var description: String { "\(kind) of node \(node)" }
  }

  var base: LayoutCase
  var edits: [Edit]

  static func random(using rng: inout SplitMix64) -> RetainedEditCase {
    let base = LayoutCase.random(using: &rng)
    let edits = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      let kind: Edit.Kind
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<4: kind = .text(Int.random(in: 0..<4, using: &rng))
      case 4..<6:
        kind = .modifiers(RandomTree.chance(0.8, &rng) ? RandomTree.randomModifier(using: &rng) : nil)
      case 6..<8:
        kind = .insert(
          RandomTree(kind: RandomTree.randomLeaf(using: &rng)), at: Int.random(in: 0..<8, using: &rng))
      default: kind = .delete(at: Int.random(in: 0..<8, using: &rng))
      }
      return Edit(node: Int.random(in: 0..<64, using: &rng), kind: kind)
    }
    return RetainedEditCase(base: base, edits: edits)
  }

  var shrinks: [RetainedEditCase] {
    base.shrinks.map { RetainedEditCase(base: $0, edits: edits) }
      + (edits.count > 1
        ? edits.indices.map { n in RetainedEditCase(base: base, edits: edits.filter { $0 != edits[n] }) }
        : [])
  }

  /// The tree before the edits.
  var original: ViewNode { base.tree.viewNode }

  /// `tree` with `edit` made.
  static func applying(_ edit: Edit, to tree: ViewNode) -> ViewNode {
    var tree = tree
    var remaining = edit.node % tree.nodeCount
    Self.apply(edit.kind, &tree, &remaining)
    return tree
  }

  private static func apply(_ edit: Edit.Kind, _ node: inout ViewNode, _ remaining: inout Int) {
    if remaining == 0 {
      switch edit {
      case .text(let n):
        if node.children.isEmpty {
          node.element = .text(["Edited", "A longer edited text that wraps", "", "x"][n])
        } else {
          node.modifiers.append(.padding(EdgeInsets(all: Double(n + 1))))
        }
      case .modifiers(let modifier): node.modifiers = modifier.map { [$0] } ?? []
      case .insert(let leaf, let at):
        if !node.children.isEmpty { node.children.insert(leaf.viewNode, at: at % (node.children.count + 1)) }
      case .delete(let at):
        if node.children.count > 1 { node.children.remove(at: at % node.children.count) }
      }
      remaining = -1
      return
    }
    remaining -= 1
    for k in node.children.indices where remaining >= 0 {
      Self.apply(edit, &node.children[k], &remaining)
    }
  }

  var description: String { "edits \(edits) in\n\(base)" }
}
