import LayoutMapping

/// The entries a node or modifier gives its arguments, by argument name, in the order they were
/// filed: the few a node writes are found faster by comparing names than by hashing them, which
/// a large file did several times a node. Names and entries are kept apart, so a look-up
/// compares names without copying the entries it passes.
struct ArgumentEntries: ExpressibleByDictionaryLiteral {
  private var names: [String] = []
  private var entries: [MappingEntry] = []

  init() {}

  init(dictionaryLiteral elements: (String, MappingEntry)...) {
    for (name, entry) in elements { self[name] = entry }
  }

  /// The entry filed under `name`; setting `nil` removes it.
  subscript(name: String) -> MappingEntry? {
    get { names.firstIndex(of: name).map { entries[$0] } }
    set {
      switch (names.firstIndex(of: name), newValue) {
      case (let index?, let entry?): entries[index] = entry
      case (let index?, nil):
        names.remove(at: index)
        entries.remove(at: index)
      case (nil, let entry?):
        names.append(name)
        entries.append(entry)
      case (nil, nil): break
      }
    }
  }

  /// Whether an entry is filed under `name`.
  func has(_ name: String) -> Bool { names.contains(name) }

  var count: Int { names.count }

  /// The entries in the order filed, as the call tree's arguments: each labelled by its key as
  /// written (`buttonStyle` for a style written as the modifier), located at its value and key,
  /// its value as written; the one the element translates carries `translations` too, when given.
  func arguments(in context: ReadContext, translations: Translations? = nil) -> [Argument] {
    var arguments: [Argument] = []
    arguments.reserveCapacity(entries.count + 1)
    // By index: a loop over the entries would copy each.
    for index in entries.indices {
      let value: SourceValue =
        if let translations, translations.argument == names[index] {
          .translated(WrittenValue(entries[index].value), byLanguage: translations.byLanguage)
        } else {
          .written(WrittenValue(entries[index].value))
        }
      arguments.append(
        Argument(
          label: entries[index].key, value: value,
          source: context.location(of: entries[index].value),
          labelSource: context.location(of: entries[index].keyNode)))
    }
    return arguments
  }
}
