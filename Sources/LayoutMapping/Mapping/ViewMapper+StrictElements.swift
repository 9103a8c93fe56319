import LayoutEngine

extension ViewMapper {
  /// The element a layout file's element `call` builds, and the typed values it was built from,
  /// matched strictly: each argument's label is the declaration's argument name, or the modifier
  /// SwiftUI spells it as (`buttonStyle`), which messages about its value then name; its value is
  /// read as written once its type is known.
  ///
  /// What is missing is reported first, at the call (the element's key), then what is written,
  /// in the order the element declares its arguments, then how the arguments go together (the
  /// declaration's build), at the key or value it names.
  package static func strictElement(
    _ call: Call, _ facts: ElementFacts, reading reader: some WrittenValueReader
  ) throws(LayoutFileError) -> (Element, ArgumentValues) {
    // The declaration is read in place: a copy would retain its dozen references.
    for index in facts.required
    where givenIndex(facts.declaration.arguments[index].name, in: call, facts) == nil {
      throw LayoutFileError(
        location: call.source, message: missing(facts.declaration.arguments[index], of: facts.declaration))
    }
    if let oneOf = facts.declaration.needsOneOf,
      !oneOf.arguments.contains(where: { givenIndex($0, in: call, facts) != nil })
    {
      throw LayoutFileError(location: call.source, message: oneOf.message)
    }
    // In the order the element declares them; a node gives few of its element's arguments, so
    // each declared name is looked for among them (no sorting, no hashing).
    var values = ArgumentValues()
    var found = 0
    // The content closure, when there is one, is the last argument and no declared one.
    let count =
      call.arguments.last?.isTrailingClosure == true ? call.arguments.count - 1 : call.arguments.count
    // By index: a loop over the arguments, or one found and returned, would copy each.
    for order in facts.argumentOrder.indices {
      guard found < count else { break }
      let (name, index) = facts.argumentOrder[order]
      guard let position = givenIndex(name, in: call, facts) else { continue }
      found += 1
      let written: WrittenValue
      switch call.arguments[position].value {
      case .written(let value), .translated(let value, _): written = value
      default: continue
      }
      let source = call.arguments[position].source
      values.append(
        name,
        try strictValue(
          written.node, as: facts.declaration.arguments[index].type,
          for: call.arguments[position].label ?? name, owner: facts.declaration.name, at: source,
          reading: reader),
        source: source)
    }
    do {
      return (try facts.declaration.build(values), values)
    } catch {
      throw strictError(
        error, whole: call.source, found: Sanitizer.quoted(call.name), given: { given($0, in: call, facts) })
    }
  }

  /// The argument `call` gives the parameter `name`: labelled by it, or by the modifier that
  /// spells it.
  static func given(_ name: String, in call: Call, _ facts: ElementFacts) -> Argument? {
    givenIndex(name, in: call, facts).map { call.arguments[$0] }
  }

  /// The position among `call`'s arguments of the one `given(_:in:_:)` finds.
  static func givenIndex(_ name: String, in call: Call, _ facts: ElementFacts) -> Int? {
    if let index = call.arguments.firstIndex(where: { $0.label == name }) { return index }
    guard !facts.modifierSpelled.isEmpty,
      let modifier = facts.modifierSpelled.first(where: { $0.argument == name })?.modifier
    else { return nil }
    return call.arguments.firstIndex { $0.label == modifier }
  }

  /// The message for a required argument that is not given: the main argument's shows the
  /// element written with a value (`'Text' needs a text: write 'Text: Hello'`), another argument's
  /// shows the key (`'Label' needs a 'systemImage', such as 'systemImage: tray'`).
  private static func missing(_ argument: ArgumentDeclaration, of declaration: ElementDeclaration) -> String {
    guard case .required(let example, let noun) = argument.requirement else { return "" }
    let name = declaration.name
    if argument.name == declaration.mainArgument {
      return "'\(name)' needs \(noun ?? "a \(argument.name)"): write '\(name): \(example)'"
    }
    return "'\(name)' needs \(noun ?? "a '\(argument.name)'"), such as '\(argument.name): \(example)'"
  }

  /// A declaration's error at what it names in a layout file: an argument's key (its
  /// `labelSource`, or the value for an unlabelled one) or value, a child's node (`child`), else
  /// `whole` (an element's key, a modifier's value), where `found` was written.
  static func strictError(
    _ error: DeclarationError, whole: SourceLocation, found: String, given: (String) -> Argument?,
    child: (Int) -> SourceLocation? = { _ in nil }
  ) -> LayoutFileError {
    var location = whole
    var found = found
    var argument = ""
    switch error.location {
    case .element: break
    case .child(let index): location = child(index) ?? whole
    case .argumentName(let name):
      if let given = given(name) {
        location = given.labelSource ?? given.source
        found = given.label.map(Sanitizer.quoted) ?? given.value.description
      }
    case .argumentValue(let name):
      argument = name
      if let given = given(name) {
        location = given.source
        found = given.value.description
      }
    }
    switch error.message {
    case .text(let message): return LayoutFileError(location: location, message: message)
    case .expected(let what):
      return LayoutFileError(
        location: location, message: "expected \(what) for '\(argument)', found \(found)")
    }
  }
}
