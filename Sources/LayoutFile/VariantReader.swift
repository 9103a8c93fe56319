import LayoutEngine
import LayoutMapping

/// Reads `variants:`, a list of `if:` conditions each with the keys that change when it holds.
///
/// A variant's keys are merged into its node's: an argument or modifier replaces the node's own
/// (in place, so modifier order is kept) or is added after them; `content` replaces the
/// children; an element key changes the element, dropping the old element's arguments and
/// keeping modifiers, `id` and children. The merged keys are read exactly like a node, so every
/// diagnostic points at the line that is wrong. Each variant is a `CallVariant` of its node's
/// call, which the mapper maps after the node.
struct VariantReader {
  var context: ReadContext
  var depth: Int

  /// The variants listed in `entry`, for the node read from `base` (its keys, without
  /// `variants`): each its condition and the call of its merged keys.
  func variants(_ entry: MappingEntry, base: [MappingEntry]) throws(LayoutFileError) -> [CallVariant] {
    guard case .sequence(let sequence) = entry.value, !sequence.isEmpty else {
      throw context.expected(
        "a list of variants such as '- if: {typeSize: accessibility}'", for: "variants", found: entry.value)
    }
    let flatBase = flatten(base)
    var result: [CallVariant] = []
    for item in sequence {
      guard case .mapping(let mapping) = item else {
        throw context.expected(
          "a variant (a mapping with 'if' and the keys it changes)", for: "variants", found: item)
      }
      let entries = try context.entries(of: mapping)
      guard let condition = entries.first(where: { $0.key == "if" }) else {
        throw context.error("a variant needs 'if', such as 'if: {horizontalSizeClass: regular}'", at: item)
      }
      let changes = entries.filter { $0.key != "if" }
      guard !changes.isEmpty else {
        throw context.error("the variant changes nothing; add the keys that differ when 'if' holds", at: item)
      }
      let (merged, keepsChildren) = merge(flatBase, changes)
      // A variant's calls are built whole: the mapping maps them after its node.
      let call = try NodeReader(context: context).build(merged, depth: depth, deferring: false).call
      result.append(
        CallVariant(
          condition: try ConditionReader(context: context).condition(condition.value), call: call,
          keepsContent: keepsChildren))
    }
    return result
  }

  /// `entries` with the element key's own value spread out as keys: a list becomes `content`, a
  /// mapping its entries, and the element key is left with no value; a scalar (the main argument,
  /// `Text: Hello`) stays on the element key, so a variant's element key replaces it.
  private func flatten(_ entries: [MappingEntry]) -> [MappingEntry] {
    let first = entries[0]
    let empty = YAMLNode("", mark: first.keyNode.mark)
    var result = [MappingEntry(key: first.key, keyNode: first.keyNode, value: empty)]
    switch first.value {
    case .scalar where first.value.isNull:
      break
    case .scalar:
      result[0].value = first.value  // the main argument stays with its element
    case .sequence:
      result.append(MappingEntry(key: Vocabulary.contentKey, keyNode: first.keyNode, value: first.value))
    case .mapping(let mapping):
      result += mapping.compactMap { pair in
        pair.key.text.map { MappingEntry(key: $0, keyNode: pair.key, value: pair.value) }
      }
    }
    return result + entries.dropFirst()
  }

  /// The node's flattened keys with a variant's changes; whether the node's children carry over.
  private func merge(_ base: [MappingEntry], _ changes: [MappingEntry]) -> ([MappingEntry], Bool) {
    var merged = base
    var overrides = changes
    if let element = changes.first, Declarations.element(element.key) != nil {
      let flatChanges = flatten(changes)
      overrides = Array(flatChanges.dropFirst())
      let oldArguments = Set(Vocabulary.arguments(of: base[0].key))
      let keepsArguments = element.key == base[0].key
      merged = [flatChanges[0]]
      for entry in base.dropFirst() where keepsArguments || !oldArguments.contains(entry.key) {
        merged.append(entry)
      }
    }
    for change in overrides {
      if let index = merged.indices.dropFirst().first(where: { merged[$0].key == change.key }) {
        merged[index] = change
      } else {
        merged.append(change)
      }
    }
    // An element that makes children of its arguments (a section's header and footer) re-reads
    // its content.
    let rearranges = Declarations.element(merged[0].key)?.arrangeChildren != nil
    let changesContent = overrides.contains { $0.key == Vocabulary.contentKey } || rearranges
    if !changesContent { merged.removeAll { $0.key == Vocabulary.contentKey } }
    return (merged, !changesContent)
  }
}
