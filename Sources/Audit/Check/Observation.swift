import LayoutEngine

/// What one rule saw on one node in one laid-out variant, before variants are grouped: the
/// same node, rule and `kind` in several variants become one finding.
struct Observation: Sendable {
  var rule: Rule
  var node: NodeReference
  /// The message without numbers that change from variant to variant, so variants group.
  var kind: String
  /// How bad it is in this variant (larger is worse), for the finding's "at worst" detail.
  var measure: Double = 0
  /// How `measure` reads ("30 × 22 pt").
  var detail: String?
}

/// A node as findings name it: where the file writes it, its path, id and type.
public struct NodeReference: Sendable, Hashable {
  public var source: SourceLocation
  /// The dotted path of `frames` (`0.1.2`).
  public var path: String
  public var id: String?
  /// The SwiftUI type name (`Button`).
  public var type: String
}

extension Scene {
  /// The reference to node `index`, or `nil` for a node the file does not write (the engine's
  /// bars), which no finding can point at.
  func reference(_ index: Int) -> NodeReference? {
    let node = result.nodes[index]
    guard let source = node.source else { return nil }
    return NodeReference(
      source: source, path: result.path(of: index), id: node.id, type: node.element.typeName)
  }
}
