import LayoutEngine

extension Screen {
  /// How a device that does not rotate is held, for captions and the status line: "landscape
  /// (fixed)" for Apple TV (the catalog keeps its one orientation as upright "portrait"),
  /// "portrait (fixed)" for a watch; `nil` for a device that rotates.
  /// A Mac window is a "window".
  public var fixedOrientationDescription: String? {
    guard !device.rotates else { return nil }
    if device.idiom == .mac { return "window" }
    return size.width > size.height ? "landscape (fixed)" : "portrait (fixed)"
  }

  /// The text size as captions and the status line write it: its name, or "fixed text sizes" on
  /// a device without Dynamic Type (Apple TV, a Mac), where no size applies.
  public func typeSizeDescription(_ size: DynamicTypeSize) -> String {
    device.hasDynamicType ? device.offeredTypeSize(nearest: size).name : "fixed text sizes"
  }
}
