/// Everything outside the layout file that decides where things go: the environment of one preview.
///
/// The device catalog and the previewer's state build one of these; the engine needs nothing else.
public struct LayoutContext: Sendable, Hashable {
  /// The screen (or window) size in points, in the current orientation.
  public var containerSize: Size
  /// Safe-area insets in physical terms: `leading` is the left edge, `trailing` the right edge.
  ///
  /// Kept physical because a notch sits on a physical side; the engine resolves leading/trailing.
  public var safeAreaInsets: PhysicalInsets
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var dynamicTypeSize: DynamicTypeSize
  public var layoutDirection: LayoutDirection
  /// The kind of device, for layout conditions (`if: {idiom: pad}`).
  public var idiom: UserInterfaceIdiom
  /// Portrait or landscape, for layout conditions (`if: {orientation: landscape}`).
  public var orientation: InterfaceOrientation

  public init(
    containerSize: Size,
    safeAreaInsets: PhysicalInsets = .zero,
    horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular,
    dynamicTypeSize: DynamicTypeSize = .default,
    layoutDirection: LayoutDirection = .leftToRight,
    idiom: UserInterfaceIdiom = .phone,
    orientation: InterfaceOrientation = .portrait
  ) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.idiom = idiom
    self.orientation = orientation
  }

  /// The safe area as a rectangle in screen coordinates.
  public var safeAreaFrame: Rect {
    Rect(origin: .zero, size: containerSize).inset(
      top: safeAreaInsets.top, left: safeAreaInsets.left,
      bottom: safeAreaInsets.bottom, right: safeAreaInsets.right)
  }
}
