import LayoutEngine

/// The modifiers of one node in file order, the first innermost; the Swift-source reader collects
/// a chain of modifier calls the same way.
package struct ModifierList {
  package init() {}

  package private(set) var modifiers: [Modifier] = []

  /// Adds `modifier` as the outermost so far.
  package mutating func append(_ modifier: Modifier) {
    modifiers.append(modifier)
  }
}
