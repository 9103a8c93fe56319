/// A font as a layout asks for it: a text style that scales with Dynamic Type, optionally a weight,
/// or a fixed point size that does not scale (SwiftUI's `.system(size:)`) or scales like a style
/// (`.custom(_:size:relativeTo:)`), and the design, italic and digit options that change how
/// wide text is.
public struct Font: Sendable, Hashable {
  public var style: TextStyle
  /// `nil` keeps the style's own weight from the HIG table.
  public var weight: FontWeight?
  /// A size in points at the default type size; when set, the style no longer sets the size.
  public var fixedSize: Double?
  /// Whether `fixedSize` grows and shrinks with Dynamic Type like `style` (SwiftUI's
  /// `relativeTo:`); otherwise it stays the same at every type size.
  public var scalesWithStyle: Bool
  /// `nil` is the system design (SF Pro).
  public var design: FontDesign?
  public var isItalic: Bool
  /// Whether digits all take one width (SwiftUI's `monospacedDigit()`).
  public var hasMonospacedDigits: Bool

  public init(
    style: TextStyle = .body, weight: FontWeight? = nil, fixedSize: Double? = nil,
    scalesWithStyle: Bool = false, design: FontDesign? = nil, isItalic: Bool = false,
    hasMonospacedDigits: Bool = false
  ) {
    self.style = style
    self.weight = weight
    self.fixedSize = fixedSize
    self.scalesWithStyle = scalesWithStyle
    self.design = design
    self.isItalic = isItalic
    self.hasMonospacedDigits = hasMonospacedDigits
  }

  public static let body = Font(style: .body)
}
