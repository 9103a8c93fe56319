import LayoutEngine

/// How a preview asks to be shown: orientation, canvas and device, from `#Preview`'s traits or a
/// `PreviewProvider`'s `preview…` modifiers.
public struct PreviewTraits: Sendable, Hashable {
  /// `nil` when the preview does not say (the session's orientation applies).
  public var orientation: PreviewOrientation?
  public var layout: PreviewLayout
  /// The device named by `previewDevice("iPhone 15")`, as written.
  public var device: String?
  /// Where a fixed layout's width and height are written (`.fixedLayout(width:height:)`'s
  /// arguments), for an error about their size.
  public var fixedSources: [SourceLocation] = []

  public init(orientation: PreviewOrientation? = nil, layout: PreviewLayout = .device, device: String? = nil)
  {
    self.orientation = orientation
    self.layout = layout
    self.device = device
  }
}
