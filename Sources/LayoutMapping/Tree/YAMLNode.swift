import LayoutEngine

/// A node of a layout file's YAML, as the readers see it: built from libyaml's events in one
/// pass (`LayoutFile`'s `YAMLComposer`), so reading a large file costs one walk of the events and
/// one of this tree. It is in the shared module because a layout file's values ride in the call
/// tree as written (`SourceValue.written`) until the mapper knows the type each is read as.
///
/// Scalars stay text (each reader parses a value by its declared type, nothing is guessed),
/// mappings keep their pairs in file order, and an alias is the node its anchor names, shared,
/// with the anchor's positions, as Yams composed it before.
@usableFromInline package enum YAMLNode: Sendable, Hashable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A scalar's text, whether it was written plain (unquoted, not a block), its explicit tag
  /// and its position.
  @usableFromInline package struct Scalar: Sendable {
    @usableFromInline package var string: String
    @usableFromInline package var isPlain: Bool
    /// The tag written on the scalar, or `nil` for none (`!` and `!!str` count as none).
    @usableFromInline package var tag: String?
    @usableFromInline package var mark: YAMLMark

    @inlinable package init(string: String, isPlain: Bool, tag: String?, mark: YAMLMark) {
      self.string = string
      self.isPlain = isPlain
      self.tag = tag
      self.mark = mark
    }
  }

  /// A mapping's pairs in file order (duplicate keys are refused while composing).
  @usableFromInline package struct Mapping: RandomAccessCollection, Sendable {
    @usableFromInline package var pairs: [Pair]
    /// The tag written on the mapping, or `nil` for none (`!` and `!!map` count as none).
    @usableFromInline package var tag: String?
    @usableFromInline package var mark: YAMLMark

    @inlinable package init(pairs: [Pair], tag: String?, mark: YAMLMark) {
      self.pairs = pairs
      self.tag = tag
      self.mark = mark
    }

    @inlinable package var startIndex: Int { pairs.startIndex }
    @inlinable package var endIndex: Int { pairs.endIndex }
    @inlinable package subscript(position: Int) -> Pair { pairs[position] }
  }

  /// One `key: value` of a mapping (a struct rather than a tuple: generic code over tuples asks
  /// the runtime for their metadata on every call, a cost that showed in reading large files).
  @usableFromInline package struct Pair: Sendable {
    @usableFromInline package var key: YAMLNode
    @usableFromInline package var value: YAMLNode

    @inlinable package init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  /// A list's items in file order.
  @usableFromInline package struct Sequence: RandomAccessCollection, Sendable {
    @usableFromInline package var items: [YAMLNode]
    /// The tag written on the list, or `nil` for none (`!` and `!!seq` count as none).
    @usableFromInline package var tag: String?
    @usableFromInline package var mark: YAMLMark

    @inlinable package init(items: [YAMLNode], tag: String?, mark: YAMLMark) {
      self.items = items
      self.tag = tag
      self.mark = mark
    }

    @inlinable package var startIndex: Int { items.startIndex }
    @inlinable package var endIndex: Int { items.endIndex }
    @inlinable package subscript(position: Int) -> YAMLNode { items[position] }
  }

  /// A plain scalar made by a reader (a translated string's English text) at `mark`.
  @inlinable package init(_ string: String, mark: YAMLMark = YAMLMark(line: 1, column: 1)) {
    self = .scalar(Scalar(string: string, isPlain: true, tag: nil, mark: mark))
  }

  /// Where the node starts in the file.
  @inlinable package var mark: YAMLMark {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// Whether the node is YAML's null (`~`, `null`, or an empty value).
  @inlinable package var isNull: Bool {
    guard case .scalar(let scalar) = self, scalar.isPlain else { return false }
    return Self.spellsNull(scalar.string)
  }

  /// Whether plain `text` is one of YAML's spellings of null; asked of every key and value read,
  /// so the first byte rules out most text before any comparison.
  @usableFromInline static func spellsNull(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return true }
    guard first == UInt8(ascii: "~") || first == UInt8(ascii: "n") || first == UInt8(ascii: "N") else {
      return false
    }
    switch text {
    case "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// The text of a scalar that is not null, or `nil`.
  @inlinable package var text: String? {
    guard case .scalar(let scalar) = self, !isNull else { return nil }
    return scalar.string
  }

  /// A short, sanitized description for "found …" phrases: a scalar quoted, "nothing", "a
  /// mapping", "a list".
  package var found: String {
    switch self {
    case .scalar(let scalar): isNull ? "nothing" : Sanitizer.quoted(scalar.string)
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// The text of an unquoted scalar: how numbers, booleans and names are written.
  @inlinable package var plainText: String? {
    guard case .scalar(let scalar) = self, scalar.isPlain, !isNull else { return nil }
    return scalar.string
  }
}

/// A 1-based line and column (counted in characters, as libyaml counts them) in a layout file.
///
/// Kept in 32 bits each (a layout file has at most 16 MiB): every YAML node holds one, and a
/// large file has hundreds of thousands of nodes.
@usableFromInline package struct YAMLMark: Equatable, Sendable {
  @usableFromInline var storedLine: Int32
  @usableFromInline var storedColumn: Int32

  @inlinable package init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  @inlinable package var line: Int { Int(storedLine) }
  @inlinable package var column: Int { Int(storedColumn) }
}
