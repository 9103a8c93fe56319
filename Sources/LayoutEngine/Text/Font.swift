/// A font as a layout asks for it: a text style that scales with Dynamic Type, optionally a weight,
/// or a fixed point size that does not scale (SwiftUI's `.system(size:)`).
public struct Font: Sendable, Hashable {
  public var style: TextStyle
  /// `nil` keeps the style's own weight from the HIG table.
  public var weight: FontWeight?
  /// A fixed size in points; when set, Dynamic Type does not change it.
  public var fixedSize: Double?

  public init(style: TextStyle = .body, weight: FontWeight? = nil, fixedSize: Double? = nil) {
    self.style = style
    self.weight = weight
    self.fixedSize = fixedSize
  }

  public static let body = Font(style: .body)
}
