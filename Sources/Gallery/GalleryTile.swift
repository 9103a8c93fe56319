import Audit

/// One rendered variant of one layout: where its pictures were written and what `check` found
/// on it.
public struct GalleryTile: Sendable, Equatable {
  /// The layout file as named on the command line.
  public var file: String
  public var variant: GalleryVariant
  /// The SVG and the text wireframe, relative to the gallery's folder.
  public var svgPath: String
  public var textPath: String
  /// The findings of `check`'s rules on this variant, in the order the rules report them.
  public var findings: [VariantFinding]
  /// With a revision to compare with (`gallery --diff`): what changed in this variant since (empty
  /// when nothing did), and the SVG of the layout as it was, when something did; `nil` without.
  public var changes: [GalleryChange]?
  public var beforeSVGPath: String?

  public init(
    file: String, variant: GalleryVariant, svgPath: String, textPath: String, findings: [VariantFinding],
    changes: [GalleryChange]? = nil, beforeSVGPath: String? = nil
  ) {
    self.file = file
    self.variant = variant
    self.svgPath = svgPath
    self.textPath = textPath
    self.findings = findings
    self.changes = changes
    self.beforeSVGPath = beforeSVGPath
  }

  /// How many findings are errors, and how many warnings.
  public var counts: (errors: Int, warnings: Int) {
    let errors = findings.count { $0.severity == .error }
    return (errors, findings.count - errors)
  }
}
