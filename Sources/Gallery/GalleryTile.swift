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

  public init(
    file: String, variant: GalleryVariant, svgPath: String, textPath: String, findings: [VariantFinding]
  ) {
    self.file = file
    self.variant = variant
    self.svgPath = svgPath
    self.textPath = textPath
    self.findings = findings
  }

  /// How many findings are errors, and how many warnings.
  public var counts: (errors: Int, warnings: Int) {
    let errors = findings.count { $0.severity == .error }
    return (errors, findings.count - errors)
  }
}
