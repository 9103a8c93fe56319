extension ViewNode {
  /// This tree with every `ForEach` repeated for its items and every `Group`, `ForEach` and
  /// `EmptyView` inside a container replaced by what it stands for: the group's children, each
  /// with the group's modifiers after its own (as SwiftUI applies a group's modifiers to each
  /// child), and nothing for an empty view.
  ///
  /// A pure rewrite before layout, like the bars' expansion, so a `ForEach`'s rows are a list's
  /// rows and a group's children get a stack's spacing. Navigation containers keep a group as
  /// their one root view (it then lays out as a `VStack`), and so does the root; a group with
  /// variants of its own stays, since variants are chosen later.
  package func expandingGroups() -> ViewNode {
    containsGrouping ? expandedGroups() : self
  }

  /// Whether this node, a descendant, a variant or a decoration is a group.
  private var containsGrouping: Bool {
    if element.isGrouping { return true }
    for n in children.indices where children[n].containsGrouping { return true }
    for n in variants.indices where variants[n].node.containsGrouping { return true }
    for modifier in modifiers {
      switch modifier {
      case .background(let node, _), .overlay(let node, _), .safeAreaInset(let node, _, _, _):
        if node.containsGrouping { return true }
      default: break
      }
    }
    return false
  }

  private func expandedGroups() -> ViewNode {
    var copy = self
    for n in copy.variants.indices { copy.variants[n].node = variants[n].node.expandedGroups() }
    for n in copy.modifiers.indices {
      switch copy.modifiers[n] {
      case .background(let node, let alignment):
        copy.modifiers[n] = .background(node.expandedGroups(), alignment: alignment)
      case .overlay(let node, let alignment):
        copy.modifiers[n] = .overlay(node.expandedGroups(), alignment: alignment)
      case .safeAreaInset(let node, let edge, let alignment, let spacing):
        copy.modifiers[n] = .safeAreaInset(
          node.expandedGroups(), edge: edge, alignment: alignment, spacing: spacing)
      default: break
      }
    }
    var expanded = children.map { $0.expandedGroups() }
    if case .grouping(.forEach(let data)) = element {
      expanded = data.items.enumerated().flatMap { index, item in
        expanded.map { $0.substituting(item: item, index: index) }
      }
    }
    copy.children = element.splicesGroups ? expanded.flatMap { $0.splicedChildren } : expanded
    return copy
  }

  /// What this node is in a container that splices groups: a group's or `ForEach`'s children
  /// with its modifiers added, nothing for an `EmptyView`, itself otherwise.
  private var splicedChildren: [ViewNode] {
    guard case .grouping(let grouping) = element, variants.isEmpty else { return [self] }
    switch grouping {
    case .empty: return []
    case .group, .forEach:
      return children.map { child in
        var copy = child
        copy.modifiers += modifiers
        return copy
      }
    }
  }

  /// This template node for one item of a `ForEach`: `$0` in every string replaced by the item,
  /// and its id (if any) made unique by the item's index.
  private func substituting(item: String, index: Int) -> ViewNode {
    var copy = self
    copy.element = element.replacingMainString { $0.replacingPlaceholder(with: item) }
    copy.translations = translations.mapValues { $0.replacingPlaceholder(with: item) }
    copy.id = id.map { "\($0)-\(index)" }
    for n in copy.children.indices { copy.children[n] = children[n].substituting(item: item, index: index) }
    for n in copy.variants.indices {
      copy.variants[n].node = variants[n].node.substituting(item: item, index: index)
    }
    return copy
  }
}

extension Element {
  /// Whether a group among this element's children stands for its children: every container but
  /// the navigation containers, whose content is one root view (or a list of tabs or columns).
  var splicesGroups: Bool {
    if case .navigation = self { return false }
    return isContainer
  }

  /// Whether the element is a `Group`, `ForEach` or `EmptyView`, which `expandingGroups` rewrites.
  var isGrouping: Bool {
    if case .grouping = self { return true }
    return false
  }
}

extension String {
  /// The string with every `$0` (a `ForEach` template's placeholder for its item) replaced by `item`.
  func replacingPlaceholder(with item: String) -> String {
    guard contains("$0") else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: "$0") {
      result += rest[..<range.lowerBound]
      result += item
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
