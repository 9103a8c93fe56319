import LayoutEngine

/// A device in one orientation: what the layout engine and the wireframe need to draw it.
public struct Screen: Sendable, Hashable {
  /// The device shown.
  public var device: Device
  /// The orientation shown; always `.portrait` for devices that do not rotate.
  public var orientation: Orientation
  /// The screen size in points in this orientation.
  public var size: Size
  /// The safe-area insets on the physical edges in this orientation.
  public var safeArea: PhysicalInsets
  /// The full-screen size classes in this orientation.
  public var sizeClasses: SizeClasses
  /// The physical edge the cutout is on in this orientation, `nil` when there is none.
  public var cutoutEdge: PhysicalEdge?

  /// A screen from its parts; `Device.screen(_:)` is the usual way to get one.
  public init(
    device: Device, orientation: Orientation, size: Size, safeArea: PhysicalInsets,
    sizeClasses: SizeClasses, cutoutEdge: PhysicalEdge?
  ) {
    self.device = device
    self.orientation = orientation
    self.size = size
    self.safeArea = safeArea
    self.sizeClasses = sizeClasses
    self.cutoutEdge = cutoutEdge
  }

  /// The layout environment for this screen at a text size and direction.
  public func context(
    dynamicTypeSize: DynamicTypeSize = .default, layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutContext {
    LayoutContext(
      containerSize: size, safeAreaInsets: safeArea,
      horizontalSizeClass: sizeClasses.horizontal, verticalSizeClass: sizeClasses.vertical,
      dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection,
      idiom: device.idiom.userInterfaceIdiom,
      orientation: orientation.isLandscape ? .landscape : .portrait)
  }
}

/// A physical edge of the screen as the viewer sees it.
public enum PhysicalEdge: String, Sendable, Hashable, CaseIterable {
  /// The edge at the top as the viewer holds the device.
  case top
  /// The viewer's left edge.
  case left
  /// The edge at the bottom as the viewer holds the device.
  case bottom
  /// The viewer's right edge.
  case right
}
