/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a size on some axes taken from the
/// nearest container's (the nearest scroll view's viewport, else the screen's safe area), split
/// into `count` equal parts `spacing` apart of which the view spans `span`.
public struct ContainerRelativeFrame: Sendable, Hashable {
  public var horizontal: Bool
  public var vertical: Bool
  public var count: Int
  public var span: Int
  public var spacing: Double
  public var alignment: Alignment

  public init(
    horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0,
    alignment: Alignment = .center
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.count = max(1, count)
    self.span = max(1, span)
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The length in a container `container` long: SwiftUI's
  /// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`, not negative.
  public func length(in container: Double) -> Double {
    let count = Double(self.count)
    let span = Double(self.span)
    let part = (container - spacing * (count - 1)) / count
    return max(0, part * span + spacing * (span - 1))
  }
}
