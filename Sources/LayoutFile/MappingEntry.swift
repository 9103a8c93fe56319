import LayoutEngine
import LayoutMapping

/// One `key: value` pair of a YAML mapping, with the key as text and both nodes kept for
/// locations, because diagnostics point at the key for unknown names and at the value for bad
/// values.
struct MappingEntry {
  var key: String
  var keyNode: YAMLNode
  var value: YAMLNode
}

extension ReadContext {
  /// The pairs of `mapping` in file order; every key must be a plain name.
  func entries(of mapping: YAMLNode.Mapping) throws(LayoutFileError) -> [MappingEntry] {
    var result: [MappingEntry] = []
    result.reserveCapacity(mapping.count)
    for pair in mapping.pairs {
      guard let key = pair.key.text else {
        throw error("expected a name as a key, found \(describe(pair.key))", at: pair.key)
      }
      result.append(MappingEntry(key: key, keyNode: pair.key, value: pair.value))
    }
    return result
  }

  /// The pairs of `node`, which must be a mapping whose keys are all in `allowed`; used for
  /// values such as `frame: {width: 40}` that have a fixed set of fields.
  func fields(of node: YAMLNode, for key: String, allowed: [String]) throws(LayoutFileError) -> [MappingEntry]
  {
    guard case .mapping(let mapping) = node else {
      let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
      throw error("expected a mapping with \(list) for '\(key)', found \(describe(node))", at: node)
    }
    let result = try entries(of: mapping)
    for entry in result where !allowed.contains(entry.key) {
      let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
      throw error(
        "unknown field \(Sanitizer.quoted(entry.key)) in '\(key)'; expected one of \(list)",
        at: entry.keyNode, suggestion: EditDistance.suggestion(for: entry.key, among: allowed))
    }
    return result
  }
}
