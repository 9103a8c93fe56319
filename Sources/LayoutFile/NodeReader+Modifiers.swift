import LayoutEngine
import LayoutMapping

/// A node's modifier keys (`padding: 20`, `frame: {maxWidth: infinity}`, …) as modifier calls of
/// the call tree, which the mapper's strict policy (`ViewMapper.appendStrict`) maps with the
/// node, its values read as written (`SourceValue.written`) by `ArgumentReader` once their types
/// are known.
///
/// Modifiers are applied in the order their keys appear in the file, first key innermost, just
/// as a chain of SwiftUI modifier calls reads top to bottom.
extension NodeReader {
  /// Appends the call of modifier key `entry` (or the calls of the chain `modifiers:`) to `calls`.
  func appendModifier(_ entry: MappingEntry, to calls: inout [Call]) throws(LayoutFileError) {
    if entry.key == Vocabulary.chainKey { return try chain(entry.value, into: &calls) }
    calls.append(try modifierCall(entry))
  }

  /// The call `entry` writes: its key is the modifier's name; a mapping of arguments by name (for
  /// a modifier that has arguments besides its main one, unless the main one's type reads
  /// mappings: padding by edge, a font, a view) gives one labelled argument a field, located at
  /// its value and its key; any other value is one unlabelled argument, read by the mapper.
  private func modifierCall(_ entry: MappingEntry) throws(LayoutFileError) -> Call {
    guard let facts = ModifierFacts.named(entry.key) else {
      throw context.error(
        "unknown modifier \(Sanitizer.quoted(entry.key))", at: entry.keyNode,
        suggestion: EditDistance.suggestion(for: entry.key, among: Vocabulary.modifiers))
    }
    let value = entry.value
    let source = context.location(of: value)
    guard case .mapping(let mapping) = value, facts.hasOtherArguments,
      !(facts.main.map { ArgumentReader.readsMapping($0.type, mapping) } ?? false)
    else {
      return Call(
        name: entry.key,
        arguments: [Argument(label: nil, value: .written(WrittenValue(value)), source: source)],
        source: source)
    }
    var arguments: [Argument] = []
    arguments.reserveCapacity(mapping.count)
    for field in try context.entries(of: mapping) {
      arguments.append(
        Argument(
          label: field.key, value: .written(WrittenValue(field.value)),
          source: context.location(of: field.value),
          labelSource: context.location(of: field.keyNode)))
    }
    return Call(name: entry.key, arguments: arguments, source: source)
  }

  /// `modifiers: [{padding: 8}, {background: blue}, {padding: 4}]`: an explicit chain, for
  /// applying the same modifier twice (a YAML mapping cannot repeat a key).
  private func chain(_ value: YAMLNode, into calls: inout [Call]) throws(LayoutFileError) {
    guard case .sequence(let sequence) = value else {
      throw context.expected(
        "a list of one-key mappings such as '- padding: 8'", for: "modifiers", found: value)
    }
    for item in sequence {
      guard case .mapping(let mapping) = item, mapping.count == 1 else {
        throw context.expected("one modifier such as 'padding: 8'", for: "modifiers", found: item)
      }
      let entry = try context.entries(of: mapping)[0]
      if UnmodelledModifiers.isUnmodelled(entry.key) {
        context.warnUnmodelled(entry)
        continue
      }
      guard entry.key != Vocabulary.chainKey, Vocabulary.isModifier(entry.key) else {
        throw context.error(
          "unknown modifier \(Sanitizer.quoted(entry.key)) in 'modifiers'", at: entry.keyNode,
          suggestion: EditDistance.suggestion(
            for: entry.key, among: Vocabulary.modifiers.filter { $0 != Vocabulary.chainKey }))
      }
      try appendModifier(entry, to: &calls)
    }
  }
}

extension ArgumentReader: WrittenValueReader {}
