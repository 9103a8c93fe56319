import LayoutEngine

/// How a layout asks to be shown, from a SwiftUI preview's traits (`.landscapeLeft`,
/// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`): what the commands and the session use
/// unless told otherwise.
public struct LayoutTraits: Sendable, Hashable {
  /// An orientation a layout asks for.
  public enum Orientation: String, Sendable, Hashable {
    case portrait
    case landscapeLeft
    case landscapeRight
  }

  /// The canvas a layout asks for.
  public enum Canvas: Sendable, Hashable {
    /// The device's screen (the default).
    case device
    /// A canvas as wide as the device's screen and as tall as the layout's ideal height.
    case sizeThatFits
    /// A canvas of this size in points.
    case fixed(width: Double, height: Double)
  }

  /// `nil` when the layout does not say.
  public var orientation: Orientation?
  public var canvas: Canvas
  /// Where a fixed canvas's width and height are written, in that order (the arguments of
  /// `.fixedLayout(width:height:)`), so a size out of range is reported there; empty when not known.
  public var canvasSources: [SourceLocation]

  public init(orientation: Orientation? = nil, canvas: Canvas = .device, canvasSources: [SourceLocation] = [])
  {
    self.orientation = orientation
    self.canvas = canvas
    self.canvasSources = canvasSources
  }
}
