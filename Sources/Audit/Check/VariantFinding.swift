import LayoutEngine

/// A finding on one laid-out variant, as the gallery marks it on that variant's picture: the
/// rule, its severity, the node and where it is drawn, and the message with this variant's
/// measure.
public struct VariantFinding: Sendable, Hashable {
  public var rule: Rule
  public var severity: Severity
  public var node: NodeReference
  public var message: String
  /// The part of the node's frame that can be seen, in the window's coordinates.
  public var frame: Rect

  public init(rule: Rule, severity: Severity, node: NodeReference, message: String, frame: Rect) {
    self.rule = rule
    self.severity = severity
    self.node = node
    self.message = message
    self.frame = frame
  }
}
