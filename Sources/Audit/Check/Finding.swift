import Variants

/// One problem on one node, with every variant it occurs in: what `check` reports.
public struct Finding: Sendable {
  public var rule: Rule
  public var severity: Severity
  public var node: NodeReference
  /// What is wrong, with its worst case ("Button is smaller than the 44 × 44 pt hit region;
  /// at worst 30 × 22 pt").
  public var message: String
  /// The variants it occurs in, in the matrix's order.
  public var variants: [PreviewVariant]
  /// `variants` grouped into blocks and words.
  public var summary: VariantSummary
}
