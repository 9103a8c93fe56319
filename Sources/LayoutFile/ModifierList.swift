import LayoutEngine

/// The modifiers of one node in file order, with `fontWeight` folded into the node's `font`; the
/// Swift-source reader folds `.fontWeight(_:)` the same way.
///
/// The engine has one `font` environment value and no separate weight, so `fontWeight: bold`
/// next to `font: headline` becomes `.font(headline, bold)`, whichever comes first; a weight with
/// no font on the same node applies to the body style.
package struct ModifierList {
  package init() {}

  package private(set) var modifiers: [Modifier] = []
  /// Where a weight read before any `font` on this node stands in as a body font, with the weight.
  private var pendingWeight: (index: Int, weight: FontWeight)?

  /// Adds `modifier` as the outermost so far.
  package mutating func append(_ modifier: Modifier) {
    if case .font(var font) = modifier, let pending = pendingWeight {
      modifiers.remove(at: pending.index)
      font.weight = font.weight ?? pending.weight
      pendingWeight = nil
      modifiers.append(.font(font))
      return
    }
    modifiers.append(modifier)
  }

  /// Applies `weight` to the node's font, or adds a body font with that weight.
  package mutating func applyWeight(_ weight: FontWeight) {
    let index = modifiers.lastIndex { if case .font = $0 { true } else { false } }
    if let index, case .font(var font) = modifiers[index] {
      font.weight = weight
      modifiers[index] = .font(font)
      if let pending = pendingWeight, pending.index == index { pendingWeight = (index, weight) }
      return
    }
    pendingWeight = (modifiers.count, weight)
    modifiers.append(.font(Font(style: .body, weight: weight)))
  }
}
