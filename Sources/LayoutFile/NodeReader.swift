import LayoutEngine
import LayoutMapping

/// Turns a YAML node into the call tree's view `Call`, which `LayoutMapping`'s strict
/// `ViewMapper.strictNode` maps to a `ViewNode`, as it maps Swift source's: finds the element
/// key, sorts the other keys into the element's arguments (values as written), `id` and modifier
/// calls, and builds the children, the content closure's views, and the variants.
///
/// What it checks is the file's shape (names, where keys go, what is given twice); values are
/// read by the mapper once their types are known.
struct NodeReader {
  /// A node's view call as built, its element's facts, and its children as written when the
  /// mapping builds them.
  typealias Built = (call: Call, facts: ElementFacts, children: WrittenChildren?)

  var context: ReadContext
  /// The modifier-spelled element arguments of the nodes around this one (`buttonStyle` on a stack).
  var enclosing = EnclosingModifiers<MappingEntry>()

  /// The view call `yaml` describes, at nesting level `depth` (the body is level 1), its
  /// element's facts (which the mapping then need not look up again), and, when `deferring`, its
  /// children as written, which the mapping builds as it reaches them (`WrittenChildren`);
  /// otherwise they are its content closure's views.
  func call(_ yaml: YAMLNode, depth: Int, deferring: Bool) throws(LayoutFileError) -> Built {
    guard depth <= Vocabulary.maximumDepth else {
      throw context.error(
        "nodes are nested more than \(Vocabulary.maximumDepth) levels deep; "
          + "split the screen or flatten its stacks", at: yaml)
    }
    // A leaf that needs no argument is a whole node by its name alone (`- Divider`).
    if let name = yaml.plainText, let facts = ElementFacts.named(name), facts.allowsBareName {
      try context.spendViewNode(at: yaml)
      return (Call(name: name, source: context.location(of: yaml)), facts, nil)
    }
    guard case .mapping(let mapping) = yaml, !mapping.isEmpty else {
      throw context.error(
        "expected a node (a mapping such as 'Text: Hello'), found \(context.describe(yaml))",
        at: yaml)
    }
    let entries = try context.entries(of: mapping)
    guard let facts = ElementFacts.named(entries[0].key) else {
      throw unknownElement(entries[0], others: entries.dropFirst())
    }
    // Variants are read after the node they vary, from the same keys with theirs merged in.
    // By index, here and below: asked of every node, a search copied each entry and pair.
    var variantsEntry = entries.indices.first { entries[$0].key == Vocabulary.variantsKey }.map {
      entries[$0]
    }
    var own = variantsEntry == nil ? entries : entries.filter { $0.key != Vocabulary.variantsKey }
    // `variants` may also be written inside the element key's mapping, with its other keys.
    if case .mapping(let inner) = own[0].value,
      let pair = inner.pairs.indices.first(where: { inner.pairs[$0].key.text == Vocabulary.variantsKey })
        .map({ inner.pairs[$0] })
    {
      guard variantsEntry == nil else {
        throw context.error("the node lists 'variants' twice", at: pair.key)
      }
      variantsEntry = MappingEntry(key: Vocabulary.variantsKey, keyNode: pair.key, value: pair.value)
      let rest = inner.filter { $0.key.text != Vocabulary.variantsKey }
      own[0].value = .mapping(YAMLNode.Mapping(pairs: rest, tag: inner.tag, mark: inner.mark))
    }
    let (built, _, children) = try build(own, depth: depth, facts: facts, deferring: deferring)
    var call = built
    if let variants = variantsEntry {
      call.variants = try VariantReader(context: context, depth: depth).variants(variants, base: own)
    }
    // A container's error about this view as its child points at where its node starts.
    let start = context.location(of: yaml)
    if start != call.source { call.nodeSource = start }
    return (call, facts, children)
  }

  /// The call made of `entries` (the element key first), and its children as written when
  /// `deferring` (else they are its content closure's views); a container's call without
  /// children has none, or its node's in a variant that keeps them. `facts`, when the caller has
  /// them, are the element key's (looked up once a node).
  func build(_ entries: [MappingEntry], depth: Int, facts: ElementFacts? = nil, deferring: Bool)
    throws(LayoutFileError) -> Built
  {
    let first = entries[0]
    try context.spendViewNode(at: first.keyNode)
    let name = first.key
    let facts = facts ?? ElementFacts.named(name)!
    let isContainer = facts.isContainer
    var arguments: ArgumentEntries = [:]
    var childNodes: [YAMLNode]?
    let inner = try collectMainValue(first, facts: facts, into: &arguments, children: &childNodes)

    var modifiers: [Call] = []
    var spelled: [(name: String, modifier: MappingEntry)] = []
    // Files one of the node's other keys (those of the element key's mapping first), by its
    // index in `list`: an entry is copied only where it is kept, not to be looked at.
    func file(_ list: [MappingEntry], _ index: Int) throws(LayoutFileError) {
      let key = list[index].key
      if ElementFacts.named(key) != nil {
        throw context.error(
          "a node has one element, but this one has '\(name)' (line \(first.keyNode.mark.line)) "
            + "and '\(key)'; put both in the 'content' of a stack", at: list[index].keyNode)
      } else if key == Vocabulary.contentKey {
        guard isContainer else {
          throw context.error(
            "'content' is only for containers (stacks, ScrollView, List, Grid, NavigationStack, TabView, …); "
              + "'\(name)' has no children",
            at: list[index].keyNode)
        }
        guard childNodes == nil else {
          throw context.error("'\(name)' has its content twice", at: list[index].keyNode)
        }
        guard case .sequence(let sequence) = list[index].value else {
          throw context.expected("a list of nodes", for: "content", found: list[index].value)
        }
        childNodes = sequence.items
      } else if key == Vocabulary.idKey {
        let id = try ValueReader(context: context).string(list[index].value, for: "id")
        let source = context.location(of: list[index].value)
        modifiers.append(
          Call(
            name: key, arguments: [Argument(label: nil, value: .string(id), source: source)], source: source))
      } else if facts.keys.contains(key) {
        guard !arguments.has(key) else {
          throw context.error("'\(key)' is given twice for '\(name)'", at: list[index].keyNode)
        }
        arguments[key] = list[index]
      } else if ModifierSpelledArguments.contains(key) {
        guard !spelled.contains(where: { $0.name == key }) else {
          throw context.error("'\(key)' is given twice for '\(name)'", at: list[index].keyNode)
        }
        spelled.append((key, list[index]))
      } else if Vocabulary.isModifier(key) {
        try appendModifier(list[index], to: &modifiers)
      } else if UnmodelledModifiers.isUnmodelled(key) {
        context.warnUnmodelled(list[index])
      } else if key == Vocabulary.variantsKey {
        throw context.error(
          "a variant cannot have 'variants' of its own; give the outer variant a narrower 'if'",
          at: list[index].keyNode)
      } else {
        var known =
          facts.declaration.keys + Vocabulary.modifiers + [Vocabulary.idKey, Vocabulary.variantsKey]
        if isContainer { known.append(Vocabulary.contentKey) }
        throw context.error(
          "unknown argument or modifier \(Sanitizer.quoted(key)) for '\(name)'", at: list[index].keyNode,
          suggestion: EditDistance.suggestion(for: key, among: known))
      }
    }
    // By index, not over `inner + entries.dropFirst()`, which would copy every entry.
    for index in inner.indices { try file(inner, index) }
    for index in entries.indices.dropFirst() { try file(entries, index) }

    var own = ArgumentEntries()
    for (key, entry) in spelled { own[key] = entry }
    arguments = fillingModifierSpelled(arguments, of: facts, own: own, children: childNodes ?? [])
    let translations = try LocalizedStringReader(context: context).split(
      element: facts, arguments: &arguments)
    // The element's call: its arguments as written, labelled by their keys, and its content.
    var call = Call(
      name: name, arguments: arguments.arguments(in: context, translations: translations),
      modifiers: modifiers, source: context.location(of: first.keyNode))
    guard let childNodes else { return (call, facts, nil) }
    let children = WrittenChildren(
      nodes: childNodes,
      builder: NodeReader(
        context: context, enclosing: spelled.isEmpty ? enclosing : enclosing.adding(spelled)),
      areColumns: facts.declaration.content.isColumns, depth: depth + 1)
    if deferring { return (call, facts, children) }
    call.arguments.append(
      Argument(
        label: nil, value: .closure(Closure(views: try children.calls(), source: call.source)),
        source: call.source, isTrailingClosure: true))
    return (call, facts, nil)
  }

  /// Files the element key's value: a scalar is the element's main argument, a list is a
  /// container's content, and null or `{}` means nothing; a mapping's entries are returned, to be
  /// read like keys next to the element key (arguments, modifiers, `content`, `id`), before them.
  private func collectMainValue(
    _ entry: MappingEntry, facts: ElementFacts, into arguments: inout ArgumentEntries,
    children: inout [YAMLNode]?
  ) throws(LayoutFileError) -> [MappingEntry] {
    let name = entry.key
    let value = entry.value
    switch value {
    case _ where value.isNull:
      return []
    case .scalar:
      guard let key = facts.declaration.mainArgument else {
        throw context.error(
          "'\(name)' takes no value of its own; expected {} or a mapping of its arguments, "
            + "found \(context.describe(value))", at: value)
      }
      arguments[key] = MappingEntry(key: key, keyNode: entry.keyNode, value: value)
      return []
    case .mapping(let mapping):
      let entries = try context.entries(of: mapping)
      if LocalizedStringReader.isTranslations(entries, element: facts), let key = facts.localizedArgument {
        arguments[key] = MappingEntry(key: key, keyNode: entry.keyNode, value: value)
        return []
      }
      return entries
    case .sequence(let sequence):
      guard facts.isContainer else {
        throw context.error(
          "only containers (stacks, ScrollView, List, Grid, NavigationStack, TabView, …) take a list of "
            + "children; '\(name)' has none",
          at: value)
      }
      children = sequence.items
      return []
    }
  }

  /// The diagnostic for a node whose first key is not an element name.
  private func unknownElement(
    _ first: MappingEntry, others: ArraySlice<MappingEntry>
  ) -> LayoutFileError {
    let key = first.key
    let isOtherKnownKey =
      Vocabulary.isModifier(key) || key == Vocabulary.idKey || key == Vocabulary.contentKey
      || key == Vocabulary.variantsKey || Vocabulary.isArgument(key)
    if isOtherKnownKey {
      let message =
        if let element = others.first(where: { ElementFacts.named($0.key) != nil }) {
          "the element name must be the node's first key; move '\(element.key)' above '\(key)'"
        } else {
          "expected an element name such as 'VStack' or 'Text' as the node's first key, found '\(key)'"
        }
      return context.error(message, at: first.keyNode)
    }
    return context.error(
      "unknown element \(Sanitizer.quoted(key)); expected a SwiftUI view such as 'VStack', "
        + "'Text' or 'Button'", at: first.keyNode,
      suggestion: EditDistance.suggestion(for: key, among: Vocabulary.elements))
  }
}
