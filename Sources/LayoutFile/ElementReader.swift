import LayoutEngine
import LayoutMapping

/// Builds an `Element` from its declaration and the arguments a node writes: each argument's
/// value read by its declared type (`ArgumentReader`), then the declaration's build function.
///
/// What is missing is reported first, then what is written, in the order the element declares its
/// arguments, then how the arguments go together (the build function's errors).
struct ElementReader {
  var context: ReadContext
  /// The nesting level of the node; views among the arguments (toolbar items) are one deeper.
  var depth: Int

  /// The element `facts`' declaration builds from `arguments`, and the typed values it was built
  /// from; `keyNode`, the element's name, locates errors about the element as a whole.
  func element(
    _ facts: ElementFacts, keyNode: YAMLNode, arguments: ArgumentEntries
  ) throws(LayoutFileError) -> (Element, ArgumentValues) {
    // The declaration is read in place: a copy would retain its dozen references.
    let reader = ArgumentReader(context: context, depth: depth)
    var values = ArgumentValues()
    for index in facts.required where !arguments.has(facts.declaration.arguments[index].name) {
      throw context.error(missing(facts.declaration.arguments[index], of: facts.declaration), at: keyNode)
    }
    if let oneOf = facts.declaration.needsOneOf, !oneOf.arguments.contains(where: { arguments.has($0) }) {
      throw context.error(oneOf.message, at: keyNode)
    }
    // In the order the element declares them; a node gives few of its element's arguments, so
    // each declared name is looked for among them (no sorting, no hashing).
    var found = 0
    for (name, index) in facts.argumentOrder {
      guard found < arguments.count else { break }
      guard let entry = arguments[name] else { continue }
      found += 1
      values.append(
        name,
        // Messages name the key as written: `buttonStyle` for a style written as the modifier.
        try reader.value(
          entry.value, as: facts.declaration.arguments[index].type, for: entry.key,
          owner: facts.declaration.name),
        source: context.location(of: entry.value))
    }
    do {
      return (try facts.declaration.build(values), values)
    } catch {
      throw context.error(error, element: keyNode, arguments: arguments)
    }
  }

  /// The message for a required argument that is not given: the main argument's shows the
  /// element written with a value (`'Text' needs a text: write 'Text: Hello'`), another argument's
  /// shows the key (`'Label' needs a 'systemImage', such as 'systemImage: tray'`).
  private func missing(_ argument: ArgumentDeclaration, of declaration: ElementDeclaration) -> String {
    guard case .required(let example, let noun) = argument.requirement else { return "" }
    let name = declaration.name
    if argument.name == declaration.mainArgument {
      return "'\(name)' needs \(noun ?? "a \(argument.name)"): write '\(name): \(example)'"
    }
    return "'\(name)' needs \(noun ?? "a '\(argument.name)'"), such as '\(argument.name): \(example)'"
  }
}
