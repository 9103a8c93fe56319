/// One view in a layout: an element, its children, its modifiers, an optional id and where it came from.
///
/// A plain value tree: the layout-file parser builds it, the engine reads it, nothing mutates it.
public struct ViewNode: Sendable, Hashable {
  public var element: Element
  public var children: [ViewNode]
  public var modifiers: [Modifier]
  /// A stable name for tests, scripts and the inspector (SwiftUI's `.id`).
  public var id: String?
  public var source: SourceLocation?
  /// Translations of the element's main string (text, title or placeholder) by language code
  /// (`ar`, `he`); the element itself holds the English string. Empty for untranslated nodes.
  public var translations: [String: String] = [:]
  /// Alternative forms chosen by the environment (size class, orientation, idiom, type size,
  /// direction); the first whose condition matches replaces this node at layout time.
  public var variants: [ViewVariant]

  public init(
    _ element: Element,
    children: [ViewNode] = [],
    modifiers: [Modifier] = [],
    id: String? = nil,
    source: SourceLocation? = nil,
    variants: [ViewVariant] = []
  ) {
    self.element = element
    self.children = children
    self.modifiers = modifiers
    self.id = id
    self.source = source
    self.variants = variants
  }

  /// The same node with `modifier` appended (outermost).
  public func modifier(_ modifier: Modifier) -> ViewNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// The number of nodes in this subtree, counting background and overlay nodes.
  package var nodeCount: Int {
    var count = 1
    // By index: a `for child in children` loop copies (retains and releases) every child.
    for n in children.indices { count += children[n].nodeCount }
    for case .background(let node, _) in modifiers { count += node.nodeCount }
    for case .overlay(let node, _) in modifiers { count += node.nodeCount }
    for case .safeAreaInset(let node, _, _, _) in modifiers { count += node.nodeCount }
    return count
  }

  /// The nesting depth of this subtree (1 for a leaf), counting at most `limit` levels.
  package func depth(limit: Int = .max) -> Int {
    guard limit > 1 else { return 1 }
    var deepest = 0
    for n in children.indices { deepest = max(deepest, children[n].depth(limit: limit - 1)) }
    for modifier in modifiers {
      switch modifier {
      case .background(let node, _), .overlay(let node, _), .safeAreaInset(let node, _, _, _):
        deepest = max(deepest, node.depth(limit: limit - 1))
      default: break
      }
    }
    // A variant replaces this node, so it may be deeper than the node itself.
    for variant in variants { deepest = max(deepest, variant.node.depth(limit: limit) - 1) }
    return 1 + deepest
  }
}
