import CYaml
import LayoutEngine
import LayoutMapping

/// Builds a layout file's `YAMLNode` tree in one pass over libyaml's events, checking the YAML
/// budgets on the same events.
///
/// It composes as Yams did (which read layout files before): an alias is the anchored node,
/// shared; a mapping that repeats a key, an undefined alias and a second document are refused.
/// Composing Yams' `Node`s cost most of reading a large file (a tag object per node, every key
/// hashed, a second libyaml pass for the budget); here a key is compared, not hashed, in the
/// small mappings layout files are made of.
///
/// The budget: an anchored node's expanded size is noted when it ends, and each alias adds it,
/// so the error points at the alias or node that crossed a limit. A budget error anywhere before
/// a syntax error wins over everything, as it did when the budget had its own pass; composing
/// errors (duplicate keys, undefined aliases, another document) are kept until the events end
/// or a syntax error, and the first is thrown then.
struct YAMLComposer {
  private var file: String
  private var budget = ReadBudget()
  /// The expanded size of each anchored node, by anchor name (a later anchor shadows an earlier).
  private var sizes: [String: Size] = [:]
  /// The anchored nodes, by name (a later anchor shadows an earlier).
  private var anchors: [String: YAMLNode] = [:]
  /// The open collections, outermost first.
  private var open: [Collection] = []
  /// The complete nodes of the open collections, each collection's after its parent's (a
  /// mapping's keys and values by turns): a collection's array is made when it ends, once and at
  /// its size, rather than grown as its nodes come, and each node is moved into it (leaving `nil`).
  private var pending: [YAMLNode?] = []
  /// The first document's root, once it is complete.
  private var root: YAMLNode?
  private var documents = 0
  /// The first composing error; from then on only the budget is checked.
  private var failure: LayoutFileError?
  /// Whether there is a `failure` (checked on every event; the error itself is large to copy).
  private var hasFailed = false

  private init(file: String) { self.file = file }

  /// The root node of `bytes` (valid UTF-8 without a byte-order mark), or `nil` for a file with
  /// no document; `file` names it in diagnostics.
  static func compose(_ bytes: [UInt8], file: String) throws(LayoutFileError) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: 1, column: 1), message: "malformed YAML: Memory error")
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    var composer = YAMLComposer(file: file)
    try bytes.withUnsafeBufferPointer { (buffer) throws(LayoutFileError) in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var event = yaml_event_t()
      while true {
        guard yaml_parser_parse(&parser, &event) == 1 else {
          throw composer.failure ?? YAMLDiagnostic.error(from: parser, bytes: bytes, file: file)
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { break }
        try composer.take(event)
      }
    }
    if let failure = composer.failure { throw failure }
    return composer.root
  }

  /// What a node expands to, aliases counted as copies.
  private struct Size {
    var nodes: Int
    var text: Int
  }

  /// A mapping or list whose end has not come yet.
  private struct Collection {
    var isMapping: Bool
    var tag: String?
    var mark: YAMLMark
    var anchor: String?
    /// The budget's totals when it started.
    var start: Size
    /// Where its nodes start in `pending`.
    var first: Int
  }

  private var total: Size { Size(nodes: budget.yamlNodes, text: budget.textBytes) }

  private mutating func take(_ event: yaml_event_t) throws(LayoutFileError) {
    let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    let file = file
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents == 2 {
        fail(
          YAMLDiagnostic.error(
            problem: "but found another document", at: mark,
            context: ("expected a single document in the stream", YAMLMark(line: 1, column: 1)), file: file))
      }
    case YAML_SCALAR_EVENT:
      let start = total
      let scalar = event.data.scalar
      try budget.spend(1, of: .yamlNodes, at: Self.location(file, mark))
      try budget.spend(Int(scalar.length), of: .textBytes, at: Self.location(file, mark))
      let anchor = Self.name(scalar.anchor)
      note(anchor, from: start)
      guard !hasFailed else { return }
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let tag = scalar.quoted_implicit == 1 ? nil : Self.tag(scalar.tag, default: "tag:yaml.org,2002:str")
      let node = YAMLNode.scalar(
        .init(string: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, tag: tag, mark: mark))
      if let anchor { anchors[anchor] = node }
      add(node)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let (anchor, tag, implicit) =
        isMapping
        ? (event.data.mapping_start.anchor, event.data.mapping_start.tag, event.data.mapping_start.implicit)
        : (
          event.data.sequence_start.anchor, event.data.sequence_start.tag, event.data.sequence_start.implicit
        )
      open.append(
        Collection(
          isMapping: isMapping,
          tag: implicit != 0
            ? nil : Self.tag(tag, default: isMapping ? "tag:yaml.org,2002:map" : "tag:yaml.org,2002:seq"),
          mark: mark, anchor: Self.name(anchor), start: total, first: pending.count))
      try budget.spend(1, of: .yamlNodes, at: Self.location(file, mark))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let collection = open.popLast() else { return }
      note(collection.anchor, from: collection.start)
      guard !hasFailed else { return }
      let node: YAMLNode
      if collection.isMapping {
        let keysDiffer = scalarKeysDiffer(from: collection.first)
        let pairs = takePairs(from: collection.first)
        if !keysDiffer, let duplicates = Self.duplicateKeys(pairs) {
          return fail(
            YAMLDiagnostic.duplicateKeys(duplicates.map(\.name), at: duplicates[0].mark, file: file))
        }
        node = .mapping(.init(pairs: pairs, tag: collection.tag, mark: collection.mark))
      } else {
        node = .sequence(
          .init(items: takeItems(from: collection.first), tag: collection.tag, mark: collection.mark))
      }
      if let anchor = collection.anchor { anchors[anchor] = node }
      add(node)
    case YAML_ALIAS_EVENT:
      guard let name = Self.name(event.data.alias.anchor) else { return }
      if let size = sizes[name] {
        let cause = "each use of the alias '*\(Sanitizer.sanitize(name))' counts as a copy"
        try budget.spend(size.nodes, of: .yamlNodes, at: Self.location(file, mark), cause: cause)
        try budget.spend(size.text, of: .textBytes, at: Self.location(file, mark), cause: cause)
      }
      guard !hasFailed else { return }
      guard let node = anchors[name] else {
        return fail(
          YAMLDiagnostic.error(problem: "found undefined alias", at: mark, context: nil, file: file))
      }
      add(node)
    default:
      break
    }
  }

  /// Where `mark` is in `file`: made only for an error (the budget's argument is an autoclosure;
  /// a closure value kept for it cost an allocation every event).
  private static func location(_ file: String, _ mark: YAMLMark) -> SourceLocation {
    SourceLocation(file: file, line: mark.line, column: mark.column)
  }

  /// Keeps the first composing error; the events are still walked for the budget.
  private mutating func fail(_ error: LayoutFileError) {
    if !hasFailed {
      failure = error
      hasFailed = true
    }
    anchors = [:]
  }

  /// Puts a complete node into the collection around it, or makes it the root.
  private mutating func add(_ node: consuming YAMLNode) {
    guard !open.isEmpty else {
      if documents == 1 { root = node }
      return
    }
    pending.append(node)
  }

  /// The nodes `pending` holds from `first` on, moved out of it into a list's items.
  private mutating func takeItems(from first: Int) -> [YAMLNode] {
    var items: [YAMLNode] = []
    items.reserveCapacity(pending.count - first)
    for index in first..<pending.count { items.append(pending[index].take()!) }
    pending.removeLast(pending.count - first)
    return items
  }

  /// The keys and values `pending` holds from `first` on, by turns, moved out of it into a
  /// mapping's pairs (libyaml ends a mapping only after its last value).
  private mutating func takePairs(from first: Int) -> [YAMLNode.Pair] {
    var pairs: [YAMLNode.Pair] = []
    pairs.reserveCapacity((pending.count - first) / 2)
    var index = first
    while index + 1 < pending.count {
      pairs.append(YAMLNode.Pair(key: pending[index].take()!, value: pending[index + 1].take()!))
      index += 2
    }
    pending.removeLast(pending.count - first)
    return pairs
  }

  /// Whether the keys of the mapping whose keys and values `pending` holds from `first` on are
  /// scalars that differ in their text or tags: what nearly every mapping's are, told by
  /// comparing their texts, with no pairs copied (`duplicateKeys` tells the rest).
  private func scalarKeysDiffer(from first: Int) -> Bool {
    guard pending.count - first <= 32 else { return false }
    for index in stride(from: first + 2, to: pending.count, by: 2) {
      guard case .scalar(let key)? = pending[index] else { return false }
      for earlier in stride(from: first, to: index, by: 2) {
        guard case .scalar(let other)? = pending[earlier] else { return false }
        if other.string == key.string && other.tag == key.tag { return false }
      }
    }
    return true
  }

  /// Records what the node anchored as `anchor`, which began at the totals `start`, expands to.
  private mutating func note(_ anchor: String?, from start: Size) {
    guard let anchor else { return }
    sizes[anchor] = Size(nodes: budget.yamlNodes - start.nodes, text: budget.textBytes - start.text)
  }

  /// The keys `pairs` repeats, each at its first use, in the order Yams reported them (by text),
  /// or `nil` when every key is different. Small mappings compare their keys pairwise; large ones
  /// hash them.
  private static func duplicateKeys(
    _ pairs: [YAMLNode.Pair]
  ) -> [(name: String, mark: YAMLMark)]? {
    var repeated: [YAMLNode] = []
    if pairs.count <= 16 {
      for index in pairs.indices.dropFirst() {
        let key = pairs[index].key
        guard pairs[..<index].contains(where: { $0.key == key }) else { continue }
        if let first = pairs.first(where: { $0.key == key })?.key, !repeated.contains(first) {
          repeated.append(first)
        }
      }
    } else {
      var seen: [YAMLNode: Bool] = [:]
      for key in pairs.map(\.key) {
        if let counted = seen[key] {
          if !counted {
            repeated.append(pairs.first(where: { $0.key == key })!.key)
            seen[key] = true
          }
        } else {
          seen[key] = false
        }
      }
    }
    guard !repeated.isEmpty else { return nil }
    // Yams ordered scalar keys by their text and left other keys where they were.
    let sorted = repeated.sorted { left, right in
      guard case .scalar(let left) = left, case .scalar(let right) = right else { return false }
      return left.string < right.string
    }
    return sorted.map { key in
      guard case .scalar(let scalar) = key else { return ("<uncovertable>", key.mark) }
      return (scalar.string, key.mark)
    }
  }

  /// An explicit tag, or `nil` for none, the non-specific `!` and the kind's own tag, which
  /// stand for the same.
  private static func tag(_ tag: UnsafeMutablePointer<yaml_char_t>?, default kind: String) -> String? {
    guard let name = name(tag), name != "!", name != kind else { return nil }
    return name
  }

  private static func name(_ text: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    text.map { String(cString: $0) }
  }
}
