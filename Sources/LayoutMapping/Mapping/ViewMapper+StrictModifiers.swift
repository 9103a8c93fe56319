import LayoutEngine

extension ViewMapper {
  /// Appends the modifiers of a layout file's modifier `call`, matched strictly: its name is the
  /// declaration's (the layout-file key), its labelled arguments are the declaration's argument
  /// names (a mapping's fields; another name is an error with "did you mean"), and one unlabelled
  /// written value stands for the call without arguments (`true` for a flag; `false` for no
  /// modifier), a named choice that stands alone (`aspectRatio: fill`) or the main argument.
  ///
  /// Errors come in the order the file's reader always reported them: the fields' names, then
  /// their values as written, then the declaration's build; each at the key or value it is about.
  package static func appendStrict(
    _ call: Call, to list: inout ModifierList, reading reader: some WrittenValueReader
  ) throws(LayoutFileError) {
    guard let facts = ModifierFacts.named(call.name) else {
      throw LayoutFileError(
        location: call.source, message: "unknown modifier \(Sanitizer.quoted(call.name))",
        suggestion: EditDistance.suggestion(for: call.name, among: Declarations.modifierNames))
    }
    guard let values = try strictArguments(call, facts, reader) else { return }
    do {
      for modifier in try facts.declaration.build(values) { list.append(modifier) }
    } catch {
      // A mapping of fields is found as the mapping; the main argument, a standing-alone
      // choice or a flag is the value, whose key is that value too.
      let isMapping = call.arguments.count != 1 || call.arguments[0].label != nil
      throw strictError(
        error, whole: call.source, found: isMapping ? "a mapping" : call.arguments[0].value.description,
        given: { name in
          isMapping
            ? call.arguments.first { $0.label == name } : (name == facts.main?.name ? call.arguments[0] : nil)
        })
    }
  }

  /// The values `call` gives `facts`' declaration; `nil` for a flag written `false`.
  private static func strictArguments(
    _ call: Call, _ facts: ModifierFacts, _ reader: some WrittenValueReader
  ) throws(LayoutFileError) -> ArgumentValues? {
    let declaration = facts.declaration
    let name = declaration.name
    var values = ArgumentValues()
    guard call.arguments.count == 1, call.arguments[0].label == nil,
      case .written(let value) = call.arguments[0].value
    else {
      // A mapping of the arguments by name: every name checked before any value is read.
      for argument in call.arguments where !facts.argumentNames.contains(argument.label ?? "") {
        throw unknownField(argument.label ?? "", at: argument.labelSource ?? argument.source, in: facts)
      }
      for argument in call.arguments {
        guard let label = argument.label, case .written(let value) = argument.value,
          let parameter = declaration.argument(label)
        else { continue }
        values.append(
          label,
          try strictValue(
            value.node, as: parameter.type, for: label, owner: name, at: argument.source, reading: reader),
          source: argument.source)
      }
      return values
    }
    let source = call.arguments[0].source
    let written = value.node
    if declaration.isFlag, facts.main != nil, let text = written.plainText, text == "true" || text == "false"
    {
      return text == "true" ? ArgumentValues(isBareCall: true) : nil
    }
    for argument in facts.standingAlone {
      guard case .choice(let choices) = argument.type, let text = written.plainText,
        choices.names.contains(text)
      else { continue }
      values.append(argument.name, .choice(text), source: source)
      return values
    }
    if let main = facts.main {
      values.append(
        main.name,
        try strictValue(written, as: main.type, for: main.name, owner: name, at: source, reading: reader),
        source: source)
      return values
    }
    if declaration.isFlag {
      let flag = try strictValue(written, as: .bool, for: name, owner: name, at: source, reading: reader)
      return flag == .bool(true) ? ArgumentValues(isBareCall: true) : nil
    }
    // Neither a flag nor a main argument: only a mapping of (no) arguments.
    guard case .mapping(let mapping) = written else {
      let list = facts.argumentNames.map { "'\($0)'" }.joined(separator: ", ")
      throw LayoutFileError(
        location: source, message: "expected a mapping with \(list) for '\(name)', found \(written.found)")
    }
    for pair in mapping {
      let location = SourceLocation(file: source.file, line: pair.key.mark.line, column: pair.key.mark.column)
      guard let key = pair.key.text else {
        throw LayoutFileError(
          location: location, message: "expected a name as a key, found \(pair.key.found)")
      }
      if !facts.argumentNames.contains(key) { throw unknownField(key, at: location, in: facts) }
    }
    return values
  }

  /// The error for a field `key` that `facts`' modifier does not declare.
  private static func unknownField(_ key: String, at location: SourceLocation, in facts: ModifierFacts)
    -> LayoutFileError
  {
    let list = facts.argumentNames.map { "'\($0)'" }.joined(separator: ", ")
    return LayoutFileError(
      location: location,
      message:
        "unknown field \(Sanitizer.quoted(key)) in '\(facts.declaration.name)'; expected one of \(list)",
      suggestion: EditDistance.suggestion(for: key, among: facts.argumentNames))
  }
}
