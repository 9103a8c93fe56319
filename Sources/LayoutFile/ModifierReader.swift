import LayoutEngine
import LayoutMapping

/// Reads one modifier key (`padding: 20`, `frame: {maxWidth: infinity}`, …) into `Modifier`s:
/// its value read as the modifier's declared arguments (`ModifierDeclaration`), then the
/// declaration's build function.
///
/// Modifiers are applied in the order their keys appear in the file, first key innermost, just
/// as a chain of SwiftUI modifier calls reads top to bottom.
struct ModifierReader {
  var context: ReadContext
  /// The nesting level of the node being decorated; background and overlay nodes are one deeper.
  var depth: Int

  /// Reads `entry` and appends its modifier(s) to `modifiers`.
  func read(_ entry: MappingEntry, into modifiers: inout ModifierList) throws(LayoutFileError) {
    if entry.key == Vocabulary.chainKey { return try chain(entry.value, into: &modifiers) }
    guard let facts = ModifierFacts.named(entry.key) else {
      throw context.error(
        "unknown modifier \(Sanitizer.quoted(entry.key))", at: entry.keyNode,
        suggestion: EditDistance.suggestion(for: entry.key, among: Vocabulary.modifiers))
    }
    guard let (values, fields) = try arguments(of: facts, entry.value) else { return }
    let built: [Modifier]
    do {
      built = try facts.declaration.build(values)
    } catch {
      throw context.error(error, element: entry.value, arguments: fields)
    }
    for modifier in built { modifiers.append(modifier) }
  }

  /// The arguments `value` gives the modifier `facts` describes, and the mapping's fields they
  /// came from; `nil` for `false` written for a modifier that `true` turns on (`hidden: false`).
  ///
  /// `true` stands for the call without arguments (`fixedSize: true` is `.fixedSize()`); a mapping
  /// is the arguments by name unless the main argument's type reads mappings (padding by edge, a
  /// font, a view); anything else is the main argument, or a named choice that stands alone
  /// (`aspectRatio: fill`).
  private func arguments(
    of facts: ModifierFacts, _ value: YAMLNode
  ) throws(LayoutFileError) -> (ArgumentValues, ArgumentEntries)? {
    let reader = ArgumentReader(context: context, depth: depth)
    let declaration = facts.declaration
    let name = declaration.name
    let main = facts.main
    if declaration.isFlag, main != nil, let text = value.plainText, text == "true" || text == "false" {
      return text == "true" ? (ArgumentValues(isBareCall: true), [:]) : nil
    }
    if case .mapping(let mapping) = value, facts.hasOtherArguments,
      !(main.map { ArgumentReader.readsMapping($0.type, mapping) } ?? false)
    {
      var values = ArgumentValues()
      var fields: ArgumentEntries = [:]
      for field in try context.fields(of: value, for: name, allowed: facts.argumentNames) {
        let argument = declaration.argument(field.key)!
        values.append(
          field.key, try reader.value(field.value, as: argument.type, for: field.key, owner: name),
          source: context.location(of: field.value))
        fields[field.key] = field
      }
      return (values, fields)
    }
    for argument in facts.standingAlone {
      guard case .choice(let choices) = argument.type, let text = value.plainText,
        choices.names.contains(text)
      else { continue }
      var values = ArgumentValues()
      values.append(argument.name, .choice(text), source: context.location(of: value))
      return (values, [:])
    }
    if let main {
      var values = ArgumentValues()
      values.append(
        main.name, try reader.value(value, as: main.type, for: main.name, owner: name),
        source: context.location(of: value))
      return (values, [main.name: MappingEntry(key: main.name, keyNode: value, value: value)])
    }
    if declaration.isFlag {
      let flag = try ValueReader(context: context).literal(value, as: .bool, for: name)
      return flag == .bool(true) ? (ArgumentValues(isBareCall: true), [:]) : nil
    }
    _ = try context.fields(of: value, for: name, allowed: facts.argumentNames)
    return (ArgumentValues(), [:])
  }

  /// `modifiers: [{padding: 8}, {background: blue}, {padding: 4}]`: an explicit chain, for
  /// applying the same modifier twice (a YAML mapping cannot repeat a key).
  private func chain(_ value: YAMLNode, into modifiers: inout ModifierList) throws(LayoutFileError) {
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
      try read(entry, into: &modifiers)
    }
  }
}
