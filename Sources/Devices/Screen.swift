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
  /// How much of the screen the app's window takes (`.full` except on iPad; see `split(_:)`).
  public var splitMode: SplitMode
  /// The app's window in screen points: the whole screen, a Split View pane or the Slide Over
  /// window. The layout engine lays out in this window's coordinates.
  public var window: Rect
  /// The window's size classes: the screen's when full screen, the Split View table's otherwise.
  public var windowSizeClasses: SizeClasses
  /// The software keyboard's height in points from the screen's bottom edge, 0 when hidden.
  public var keyboardHeight: Double

  /// A screen from its parts; `Device.screen(_:)` is the usual way to get one. The window is the
  /// whole screen and the keyboard hidden unless given.
  public init(
    device: Device, orientation: Orientation, size: Size, safeArea: PhysicalInsets,
    sizeClasses: SizeClasses, cutoutEdge: PhysicalEdge?, splitMode: SplitMode = .full,
    window: Rect? = nil, windowSizeClasses: SizeClasses? = nil, keyboardHeight: Double = 0
  ) {
    self.device = device
    self.orientation = orientation
    self.size = size
    self.safeArea = safeArea
    self.sizeClasses = sizeClasses
    self.cutoutEdge = cutoutEdge
    self.splitMode = splitMode
    self.window = window ?? Rect(origin: .zero, size: size)
    self.windowSizeClasses = windowSizeClasses ?? sizeClasses
    self.keyboardHeight = keyboardHeight
  }

  /// The layout environment for this screen's window at a text size and direction: the
  /// window's size, safe area and size classes, and the keyboard's overlap with the window. A
  /// text size the device does not offer becomes the nearest one it does (AX5 is AX3 on a watch).
  public func context(
    dynamicTypeSize: DynamicTypeSize = .default, layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutContext {
    var context = LayoutContext(
      containerSize: window.size, safeAreaInsets: windowSafeArea,
      horizontalSizeClass: windowSizeClasses.horizontal,
      verticalSizeClass: windowSizeClasses.vertical,
      dynamicTypeSize: device.offeredTypeSize(nearest: dynamicTypeSize), layoutDirection: layoutDirection,
      idiom: device.idiom,
      orientation: orientation.isLandscape ? .landscape : .portrait)
    context.keyboardHeight = windowKeyboardOverlap
    return context
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
