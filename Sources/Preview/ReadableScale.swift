import LayoutEngine

/// The coarsest scale at which body text reads whole: the `width` fit shows the device at it.
///
/// Measured over the bundled samples (docs/Wireframe.md#a-scale-for-reading): a text line reads
/// whole when its frame spans at least as many columns as it has characters. At Large, 95% of
/// the body-text lines do up to 7.75 points per column on an iPhone and an iPad, 7.5 on a watch
/// (17-pt body text everywhere) and 13 or more on Apple TV (29 pt); at AX3 (40 pt) on an iPhone,
/// up to 18. Each is about 0.44 times the body text's size, so the scale follows the shown
/// idiom and Dynamic Type size.
public enum ReadableScale {
  /// Readable points per column over the body text's size in points.
  public static let bodySizeRatio = 0.44
  /// How much coarser than readable the whole device may be and still be shown whole in the
  /// `width` fit: 5%, where 95% of body lines still read (7.75 to 7.9 pt a column at Large).
  public static let margin = 1.05

  /// The readable points per column for the idiom and text size of `context`.
  public static func pointsPerColumn(for context: LayoutContext) -> Double {
    let body = Font.body.resolved(for: context.dynamicTypeSize, idiom: context.idiom)
    return bodySizeRatio * body.pointSize
  }
}
