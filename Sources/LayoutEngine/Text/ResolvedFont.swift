/// A font made concrete for one Dynamic Type size: what text measurement needs.
public struct ResolvedFont: Sendable, Hashable {
  /// The point size.
  public var pointSize: Double
  /// The distance from one baseline to the next, the HIG "leading" column.
  public var lineHeight: Double
  public var weight: FontWeight
  /// `nil` is the system design.
  public var design: FontDesign?
  /// Italic text keeps the upright advances (the preview's rule: SF Pro's italics are its
  /// uprights slanted), so this changes no width.
  public var isItalic: Bool
  /// Whether digits take the width of the widest digit (tabular figures).
  public var hasMonospacedDigits: Bool

  package init(
    pointSize: Double, lineHeight: Double, weight: FontWeight, design: FontDesign? = nil,
    isItalic: Bool = false, hasMonospacedDigits: Bool = false
  ) {
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.hasMonospacedDigits = hasMonospacedDigits
  }

  /// The face text is measured in: the weight, and whether every character or every digit takes
  /// one advance.
  var face: FontFace {
    FontFace(weight: weight, isMonospaced: design == .monospaced, hasMonospacedDigits: hasMonospacedDigits)
  }
}
