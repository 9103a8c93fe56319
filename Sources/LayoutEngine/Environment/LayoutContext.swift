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
  /// The language strings are shown in (translations from the layout file, or a pseudolanguage).
  public var language: Language = .english
  /// How far the software keyboard reaches up from the container's bottom edge, 0 when hidden.
  ///
  /// Kept apart from `safeAreaInsets` because system bars stay under the keyboard (a tab bar is
  /// covered, not lifted) while content avoids it: `safeAreaFrame` uses the larger of the two.
  public var keyboardHeight: Double = 0
  /// The kind of device, for layout conditions (`if: {idiom: pad}`).
  public var idiom: UserInterfaceIdiom
  /// Portrait or landscape, for layout conditions (`if: {orientation: landscape}`).
  public var orientation: InterfaceOrientation
  /// How far each scroll view and list is scrolled, in points along its axis, keyed by its node
  /// path (`0.1`, as `LayoutResult.path(of:)` writes it); a missing one is at 0.
  ///
  /// An input of layout, so every frame the engine reports is where the content is drawn. The
  /// engine clamps each offset to its content (`PlacedNode.scroll` says what it applied).
  public var scrollOffsets: [String: Double] = [:]

  public init(
    containerSize: Size,
    safeAreaInsets: PhysicalInsets = .zero,
    horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular,
    dynamicTypeSize: DynamicTypeSize = .default,
    layoutDirection: LayoutDirection = .leftToRight,
    language: Language = .english,
    idiom: UserInterfaceIdiom = .phone,
    orientation: InterfaceOrientation = .portrait
  ) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.language = language
    self.idiom = idiom
    self.orientation = orientation
  }

  /// The safe area as a rectangle in screen coordinates; the keyboard, when shown, shrinks it
  /// from the bottom as it does on a device.
  public var safeAreaFrame: Rect {
    Rect(origin: .zero, size: containerSize).inset(
      top: safeAreaInsets.top, left: safeAreaInsets.left,
      bottom: max(safeAreaInsets.bottom, keyboardHeight), right: safeAreaInsets.right)
  }

  /// The safe area without the keyboard: where system bars go, which stay under the keyboard.
  public var deviceSafeAreaFrame: Rect {
    Rect(origin: .zero, size: containerSize).inset(
      top: safeAreaInsets.top, left: safeAreaInsets.left,
      bottom: safeAreaInsets.bottom, right: safeAreaInsets.right)
  }
}
