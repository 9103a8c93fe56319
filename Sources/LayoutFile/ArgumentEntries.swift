/// The entries a node or modifier gives its arguments, by argument name, in the order they were
/// filed: the few a node writes are found faster by comparing names than by hashing them, which
/// a large file did several times a node.
struct ArgumentEntries: ExpressibleByDictionaryLiteral, Sequence {
  private var pairs: [(name: String, entry: MappingEntry)] = []

  init() {}

  init(dictionaryLiteral elements: (String, MappingEntry)...) {
    for (name, entry) in elements { self[name] = entry }
  }

  /// The entry filed under `name`; setting `nil` removes it.
  subscript(name: String) -> MappingEntry? {
    // By index: `first(where:)` would copy each pair it passes.
    get { pairs.indices.first { pairs[$0].name == name }.map { pairs[$0].entry } }
    set {
      let index = pairs.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let entry?): pairs[index].entry = entry
      case (let index?, nil): pairs.remove(at: index)
      case (nil, let entry?): pairs.append((name, entry))
      case (nil, nil): break
      }
    }
  }

  /// Whether an entry is filed under `name` (without copying it).
  func has(_ name: String) -> Bool { pairs.contains { $0.name == name } }

  var count: Int { pairs.count }

  func makeIterator() -> IndexingIterator<[(name: String, entry: MappingEntry)]> { pairs.makeIterator() }
}
