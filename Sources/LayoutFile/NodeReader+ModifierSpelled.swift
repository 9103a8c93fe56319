import LayoutEngine
import LayoutMapping

extension NodeReader {
  /// `arguments` with the element arguments SwiftUI spells as modifiers filled as
  /// `ModifierSpelledArguments` says: from the node's `own` keys (`buttonStyle: bordered` on a
  /// button), the enclosing nodes' (`buttonStyle` on a stack styles every button inside) or the
  /// first node inside (`navigationTitle` on a navigation stack's root view).
  func fillingModifierSpelled(
    _ arguments: ArgumentEntries, of facts: ElementFacts, own: ArgumentEntries,
    children: [YAMLNode]
  ) -> ArgumentEntries {
    // Most elements have no argument spelled as a modifier, and most that have one are given it
    // by no modifier: nothing to resolve.
    guard !facts.modifierSpelled.isEmpty else { return arguments }
    let declaration = facts.declaration
    let inside = { (name: String) in Self.firstEntry(name, in: children, stoppingAt: declaration.name) }
    guard
      facts.modifierSpelled.contains(where: { spelled in
        !arguments.has(spelled.argument)
          && (own[spelled.modifier] ?? enclosing[spelled.modifier] ?? inside(spelled.modifier)) != nil
      })
    else { return arguments }
    var arguments = arguments
    let spelled = ModifierSpelledArguments.resolve(
      declaration, given: { arguments[$0] != nil }, own: { own[$0] }, enclosing: { enclosing[$0] },
      inside: inside)
    // The entry keeps the key as written (`buttonStyle`), which messages about its value name.
    for (argument, entry) in spelled { arguments[argument.name] = entry }
    return arguments
  }

  /// The first entry keyed `name` of a node among `nodes` or inside them, depth first, not
  /// looking inside a node of element `owner` (a nested navigation stack has its own title).
  static func firstEntry(_ name: String, in nodes: [YAMLNode], stoppingAt owner: String) -> MappingEntry? {
    for node in nodes {
      guard case .mapping(let mapping) = node,
        let (elementKey, elementValue) = mapping.first.map({ ($0.key, $0.value) })
      else {
        continue
      }
      var pairs = Array(mapping.dropFirst())
      var children: [YAMLNode] = []
      switch elementValue {
      case .mapping(let inner): pairs = Array(inner) + pairs
      case .sequence(let sequence): children = Array(sequence)
      default: break
      }
      if let pair = pairs.first(where: { $0.key.text == name }) {
        return MappingEntry(key: name, keyNode: pair.key, value: pair.value)
      }
      guard elementKey.text != owner else { continue }
      if case .sequence(let sequence)? = pairs.first(where: { $0.key.text == Vocabulary.contentKey })?.value {
        children += Array(sequence)
      }
      if let found = firstEntry(name, in: children, stoppingAt: owner) { return found }
    }
    return nil
  }

  /// A split view's column in a navigation stack of its own, as SwiftUI shows each column with its
  /// bar and title (`navigationTitle` on the column's view is the stack's); a column that is a
  /// stack already is unchanged.
  static func columnInStack(_ column: YAMLNode) -> YAMLNode {
    if case .mapping(let mapping) = column, let key = mapping.first?.key.text,
      ContentRule.columnStacks.contains(key)
    {
      return column
    }
    let mark = column.mark
    let content = YAMLNode.sequence(YAMLNode.Sequence(items: [column], tag: nil, mark: mark))
    let stack = YAMLNode.mapping(
      YAMLNode.Mapping(
        pairs: [YAMLNode.Pair(key: YAMLNode(Vocabulary.contentKey, mark: mark), value: content)], tag: nil,
        mark: mark))
    return .mapping(
      YAMLNode.Mapping(
        pairs: [YAMLNode.Pair(key: YAMLNode("NavigationStack", mark: mark), value: stack)], tag: nil,
        mark: mark))
  }
}
