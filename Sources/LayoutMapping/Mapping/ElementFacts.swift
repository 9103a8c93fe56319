import LayoutEngine

/// What a layout file's reading asks of an element's declaration for every node, worked out once per element
/// name: looking a declaration up copies it (a dozen references), and its keys, its arguments'
/// order, its translatable argument and its modifier-spelled arguments were worked out again
/// several times a node, which cost a large file's read more than any other step.
package final class ElementFacts: Sendable {
  package let declaration: ElementDeclaration
  /// The names a layout file may write as keys, as a set.
  package let keys: Set<String>
  package let isContainer: Bool
  package let allowsBareName: Bool
  /// The main argument, when it is the element's translatable string.
  package let localizedArgument: String?
  /// The indices of the required arguments, in declaration order.
  package let required: [Int]
  /// The arguments in declaration order, each name once (the first declared), with its index:
  /// a node's few given arguments are read in this order.
  package let argumentOrder: [(name: String, index: Int)]
  /// The modifiers that stand for some of its arguments (`buttonStyle`), with the argument each
  /// fills; empty for most elements.
  package let modifierSpelled: [(argument: String, modifier: String)]

  private init(_ declaration: ElementDeclaration) {
    self.declaration = declaration
    keys = Set(declaration.keys)
    isContainer = declaration.isContainer
    allowsBareName = declaration.allowsBareName
    localizedArgument = declaration.localizedArgument
    required = declaration.arguments.indices.filter { declaration.arguments[$0].isRequired }
    var order: [(name: String, index: Int)] = []
    for (index, argument) in declaration.arguments.enumerated()
    where !order.contains(where: { $0.name == argument.name }) {
      order.append((argument.name, index))
    }
    argumentOrder = order
    modifierSpelled = declaration.arguments.compactMap { argument in
      guard case .modifier(let name) = argument.swiftUI else { return nil }
      return (argument.name, name)
    }
  }

  /// The facts of the element called `name`, or `nil` when no element has that name.
  ///
  /// Every element is named as its SwiftUI type, with a capital (`VStack`, `Text`), so the
  /// arguments' and modifiers' keys, which the reading asks about for every key of a node, are
  /// answered without hashing them.
  package static func named(_ name: String) -> ElementFacts? {
    guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
      return nil
    }
    return byName[name]
  }

  private static let byName: [String: ElementFacts] = Dictionary(
    Declarations.elements.map { ($0.name, ElementFacts($0)) }, uniquingKeysWith: { first, _ in first })
}
