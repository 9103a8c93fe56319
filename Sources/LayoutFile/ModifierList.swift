import LayoutEngine

/// The modifiers of one node in file order, the first innermost.
struct ModifierList {
  private(set) var modifiers: [Modifier] = []

  /// Adds `modifier` as the outermost so far.
  mutating func append(_ modifier: Modifier) {
    modifiers.append(modifier)
  }
}
