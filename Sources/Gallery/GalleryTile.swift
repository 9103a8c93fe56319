/// One rendered variant of one layout: where its pictures were written and what is marked on it.
public struct GalleryTile: Sendable, Equatable {
  /// The layout file as named on the command line.
  public var file: String
  public var variant: GalleryVariant
  /// The SVG and the text wireframe, relative to the gallery's folder.
  public var svgPath: String
  public var textPath: String
  /// How many nodes' text the layout truncated in this variant.
  public var truncatedCount: Int
  public var marks: [GalleryMark]

  public init(
    file: String, variant: GalleryVariant, svgPath: String, textPath: String, truncatedCount: Int,
    marks: [GalleryMark]
  ) {
    self.file = file
    self.variant = variant
    self.svgPath = svgPath
    self.textPath = textPath
    self.truncatedCount = truncatedCount
    self.marks = marks
  }
}
