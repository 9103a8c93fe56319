/// When a node's variant applies: every environment value it names must match (an unnamed value
/// matches anything), like the `if` a SwiftUI view writes around `horizontalSizeClass`,
/// `dynamicTypeSize.isAccessibilitySize` or `verticalSizeClass`.
///
/// Resolved against the `LayoutContext` when the tree is compiled, so changing the device,
/// orientation or text size re-resolves it without reading the file again.
public struct LayoutCondition: Sendable, Hashable {
  public var horizontalSizeClass: SizeClass?
  public var verticalSizeClass: SizeClass?
  public var orientation: InterfaceOrientation?
  /// Any of these idioms; `nil` for any idiom.
  public var idioms: Set<UserInterfaceIdiom>?
  /// Type sizes from the lower to the upper bound, both included; `nil` for any size.
  public var typeSizes: ClosedRange<DynamicTypeSize>?
  public var layoutDirection: LayoutDirection?

  public init(
    horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
    orientation: InterfaceOrientation? = nil, idioms: Set<UserInterfaceIdiom>? = nil,
    typeSizes: ClosedRange<DynamicTypeSize>? = nil, layoutDirection: LayoutDirection? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.orientation = orientation
    self.idioms = idioms
    self.typeSizes = typeSizes
    self.layoutDirection = layoutDirection
  }

  /// Whether every value this condition names matches `context`.
  public func matches(_ context: LayoutContext) -> Bool {
    if let horizontalSizeClass, horizontalSizeClass != context.horizontalSizeClass { return false }
    if let verticalSizeClass, verticalSizeClass != context.verticalSizeClass { return false }
    if let orientation, orientation != context.orientation { return false }
    if let idioms, !idioms.contains(context.idiom) { return false }
    if let typeSizes, !typeSizes.contains(context.dynamicTypeSize) { return false }
    if let layoutDirection, layoutDirection != context.layoutDirection { return false }
    return true
  }
}
