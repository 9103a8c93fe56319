import LayoutEngine
import Variants

/// One side of a comparison: what it shows, as its label says it, and the variant it shows.
public struct CompareSide: Sendable, Equatable {
  /// Written above the side's wireframe: "RTL", "landscape", "iPad Air 11-inch", "AX5", or
  /// "Apple TV does not rotate".
  public var label: String
  public var variant: PreviewVariant

  public init(label: String, variant: PreviewVariant) {
    self.label = label
    self.variant = variant
  }

  /// The label as a side of `width` columns shows it: sanitized, cut with `…` to the width.
  public func label(fitting width: Int) -> String {
    PreviewText.truncated(Sanitizer.sanitize(label), width: width)
  }
}
