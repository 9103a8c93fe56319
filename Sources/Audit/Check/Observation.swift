import LayoutEngine

/// What one rule saw on one node in one laid-out variant, before variants are grouped: the
/// same node, rule and `kind` in several variants become one finding.
struct Observation: Sendable {
  var rule: Rule
  /// The node; its `path` is filled in by the checker, only for observations it keeps.
  var node: NodeReference
  /// The node's index in its layout, for the path.
  var index: Int = 0
  /// The message without numbers that change from variant to variant, so variants group.
  var kind: String
  /// How bad it is in this variant (larger is worse), for the finding's "at worst" detail.
  var measure: Double = 0
  /// How `measure` reads ("30 × 22 pt"), worded only when a finding shows it (its worst
  /// observation's, or the gallery's of each variant): a large file makes millions of
  /// observations, and formatting the numbers of each was a tenth of `check`'s time.
  var detail: (@Sendable () -> String)?
}

/// A node as findings name it: where the file writes it, its path, id and type.
public struct NodeReference: Sendable, Hashable {
  public var source: SourceLocation
  /// The dotted path of `frames` (`0.1.2`).
  public var path: String
  public var id: String?
  /// The SwiftUI type name (`Button`).
  public var type: String

  public init(source: SourceLocation, path: String, id: String?, type: String) {
    self.source = source
    self.path = path
    self.id = id
    self.type = type
  }
}

extension Scene {
  /// The reference to node `index`, or `nil` for a node the file does not write (the engine's
  /// bars), which no finding can point at. Its path is left empty: building the dotted string
  /// is dear, and the checker needs it only for the first observation of each finding.
  func reference(_ index: Int) -> NodeReference? {
    guard let source = result.nodes[index].source else { return nil }
    return NodeReference(
      source: source, path: "", id: result.nodes[index].id, type: result.nodes[index].element.typeName)
  }
}
