import LayoutEngine

extension ViewMapper {
  /// A `frame`, `padding`, `offset` or `position` call some of whose lengths the Swift reader left
  /// to be computed while laying out (`SourceValue.computedLength`): the modifier made as any
  /// other from the lengths' stand-in values, carried as `Modifier.computed` with the lengths
  /// that replace them in each layout. `nil` when no argument is computed.
  func computedModifiers(_ call: Call, _ inherited: Inherited) -> [Modifier]? {
    var lengths: [(label: String?, length: ComputedLength)] = []
    var plain = call
    for (n, argument) in call.arguments.enumerated() {
      guard case .computedLength(let length, let standIn) = argument.value else { continue }
      lengths.append((argument.label, length))
      plain.arguments[n].value = .number(standIn)
    }
    guard !lengths.isEmpty else { return nil }
    // Built on a stand-in node, as any other modifier of the chain would be.
    let built = applying([plain], to: ViewNode(.spacer()), of: "Spacer", inherited).modifiers
    return built.map { modifier in
      var slots: [ComputedModifier.Slot: ComputedLength] = [:]
      for (label, length) in lengths {
        for slot in Self.slots(call, label, of: modifier) { slots[slot] = length }
      }
      guard !slots.isEmpty, let computed = ComputedModifier(modifier, lengths: slots) else {
        warn(
          "'\(lengths[0].length.text)' is computed by the preview for a 390-point-wide reader only: '.\(call.name)' has no length computed while laying out",
          at: call.source)
        return modifier
      }
      return .computed(computed)
    }
  }

  /// The lengths of `modifier` an argument labelled `label` of `call` gives: a frame's by their
  /// names, an offset's or position's `x` and `y`, the edges a padding's length applies to.
  private static func slots(_ call: Call, _ label: String?, of modifier: Modifier) -> [ComputedModifier.Slot]
  {
    switch (modifier, label) {
    case (.frame, let label?), (.offset, let label?), (.position, let label?):
      return ComputedModifier.Slot(rawValue: label).map { [$0] } ?? []
    case (.padding, nil):
      let edges = call.arguments.first { argument in
        guard argument.label == nil else { return false }
        switch argument.value {
        case .member, .array: return true
        default: return false
        }
      }
      return paddingSlots(edges?.value)
    default: return []
    }
  }

  /// The edges `.padding(.horizontal, length)` insets, by the one reading of `Edge.Set`'s names
  /// (`ValueConverter.edgeNames`): all four without an edge set.
  private static func paddingSlots(_ edges: SourceValue?) -> [ComputedModifier.Slot] {
    let set: EdgeSet
    switch edges {
    case .member(_, let name)?: set = ValueConverter.edgeNames.first { $0.0 == name }?.1 ?? []
    case .array(let sets)?: return sets.flatMap { paddingSlots($0) }
    case nil: set = .all
    default: return []
    }
    let slots: [(EdgeSet, ComputedModifier.Slot)] = [
      (.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing),
    ]
    return slots.filter { set.contains($0.0) }.map(\.1)
  }
}
