/// Two keys of a mapping are the same key when they are the same kind of node with the same
/// text or items and the same tag, wherever they are written (positions are not compared), as
/// YAML (and Yams, which read layout files before) has it; so duplicate keys can be found.
extension YAMLNode {
  @usableFromInline package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let left), .scalar(let right)):
      return left.string == right.string && left.tag == right.tag
    case (.mapping(let left), .mapping(let right)):
      return left.tag == right.tag
        && left.pairs.elementsEqual(right.pairs) { $0.key == $1.key && $0.value == $1.value }
    case (.sequence(let left), .sequence(let right)):
      return left.tag == right.tag && left.items == right.items
    default:
      return false
    }
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    switch self {
    case .scalar(let scalar):
      hasher.combine(0)
      hasher.combine(scalar.string)
      hasher.combine(scalar.tag)
    case .mapping(let mapping):
      hasher.combine(1)
      hasher.combine(mapping.tag)
      hasher.combine(mapping.count)
      for pair in mapping {
        hasher.combine(pair.key)
        hasher.combine(pair.value)
      }
    case .sequence(let sequence):
      hasher.combine(2)
      hasher.combine(sequence.tag)
      hasher.combine(sequence.items)
    }
  }
}
