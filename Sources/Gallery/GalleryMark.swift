/// Something a gallery marks on a variant's tile: a finding of `check` (rule, severity, the node)
/// or what the layout itself reports, such as truncated text.
///
/// The gallery takes marks from a function of the laid-out variant (`GalleryRenderer.marks`), so
/// `check`'s rules plug in without the gallery knowing them.
public struct GalleryMark: Sendable, Hashable {
  /// The rule's name (`textClipped`, `hitRegion`, …).
  public var rule: String
  /// `error` or `warning`.
  public var severity: String
  /// What is wrong, in a sentence.
  public var message: String
  /// The node's path in the layout (`0.2.1`), when the mark concerns one node.
  public var path: String?

  public init(rule: String, severity: String, message: String, path: String? = nil) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.path = path
  }
}
