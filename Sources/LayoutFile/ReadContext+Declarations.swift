import LayoutEngine
import LayoutMapping

extension ReadContext {
  /// A declaration's error as a diagnostic at the node it names: the element, an argument's key
  /// or value, or a child (`children`, when the error is about them).
  func error(
    _ error: DeclarationError, element: YAMLNode, arguments: ArgumentEntries, children: [YAMLNode] = []
  ) -> LayoutFileError {
    let node: YAMLNode
    var argument: String?
    switch error.location {
    case .element: node = element
    case .argumentName(let name): node = arguments[name]?.keyNode ?? element
    case .argumentValue(let name):
      node = arguments[name]?.value ?? element
      argument = name
    case .child(let index): node = children.indices.contains(index) ? children[index] : element
    }
    switch error.message {
    case .text(let message): return self.error(message, at: node)
    case .expected(let what): return expected(what, for: argument ?? "", found: node)
    }
  }
}
