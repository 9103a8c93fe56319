/// Element arguments SwiftUI writes as modifiers (`buttonStyle`, `listStyle`, `navigationTitle`,
/// `toolbar`), and the one rule both readers follow to find them: an element takes such an
/// argument from a modifier on itself, else from the innermost enclosing view that has it (the
/// styles are environment values in SwiftUI, so `VStack { … }.buttonStyle(.bordered)` styles every
/// button inside), else from the first view inside it that has it (a navigation stack's title is
/// written on its root view). Each reader finds the modifiers in its own syntax.
package enum ModifierSpelledArguments {
  /// By modifier name, the elements that read it as an argument.
  package static let owners: [String: [String]] = {
    var owners: [String: [String]] = [:]
    for declaration in Declarations.elements {
      for argument in declaration.arguments {
        if case .modifier(let name) = argument.swiftUI { owners[name, default: []].append(declaration.name) }
      }
    }
    return owners
  }()

  /// Whether `name` is a modifier some element reads as an argument.
  package static func contains(_ name: String) -> Bool { owners[name] != nil }

  /// The arguments of `declaration` spelled as modifiers that are not `given`, each with the
  /// modifier that fills it: the element's `own`, else the enclosing views' (`enclosing`), else the
  /// first inside (`inside`, which a reader stops at a nested element of the same name).
  package static func resolve<Written>(
    _ declaration: ElementDeclaration, given: (String) -> Bool, own: (String) -> Written?,
    enclosing: (String) -> Written?, inside: (String) -> Written?
  ) -> [(argument: ArgumentDeclaration, modifier: Written)] {
    declaration.arguments.compactMap { argument in
      guard case .modifier(let name) = argument.swiftUI, !given(argument.name),
        let found = own(name) ?? enclosing(name) ?? inside(name)
      else { return nil }
      return (argument, found)
    }
  }
}

/// The modifier-spelled arguments the views around a node give it, innermost winning; `Written`
/// is a reader's syntax for a modifier (a YAML entry, a Swift call).
package struct EnclosingModifiers<Written> {
  /// By modifier name.
  package private(set) var byName: [String: Written] = [:]

  package init() {}

  /// With `modifiers` (a view's own, by name) added over the enclosing ones.
  package func adding(_ modifiers: [(name: String, modifier: Written)]) -> EnclosingModifiers {
    var copy = self
    for (name, modifier) in modifiers where ModifierSpelledArguments.contains(name) {
      copy.byName[name] = modifier
    }
    return copy
  }

  package subscript(name: String) -> Written? { byName[name] }
}

extension EnclosingModifiers: Sendable where Written: Sendable {}
