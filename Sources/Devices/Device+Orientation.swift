import LayoutEngine

extension Device {
  /// The orientations this device can show: all three when it rotates, otherwise only `.portrait`
  /// (the stored orientation, which for Apple TV is its 1920x1080 landscape-shaped screen).
  public var supportedOrientations: [Orientation] {
    rotates ? Orientation.allCases : [.portrait]
  }

  /// The device's screen in `orientation`.
  ///
  /// Landscape swaps width and height and uses the landscape size classes and safe area.
  /// `landscapeLeft` (top edge, and any cutout, on the left) uses the stored landscape insets;
  /// `landscapeRight` mirrors them left for right. Devices that do not rotate (watch, TV) return
  /// their portrait screen for every orientation; callers check `rotates` to tell the user.
  public func screen(_ orientation: Orientation) -> Screen {
    let shown = rotates ? orientation : .portrait
    let hasCutout = cutout != .none
    switch shown {
    case .portrait:
      return Screen(
        device: self, orientation: .portrait, size: portraitSize, safeArea: portraitSafeArea,
        sizeClasses: portraitSizeClasses, cutoutEdge: hasCutout ? .top : nil)
    case .landscapeLeft:
      return Screen(
        device: self, orientation: .landscapeLeft, size: portraitSize.transposed,
        safeArea: landscapeSafeArea, sizeClasses: landscapeSizeClasses,
        cutoutEdge: hasCutout ? .left : nil)
    case .landscapeRight:
      let insets = landscapeSafeArea
      return Screen(
        device: self, orientation: .landscapeRight, size: portraitSize.transposed,
        safeArea: PhysicalInsets(
          top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left),
        sizeClasses: landscapeSizeClasses, cutoutEdge: hasCutout ? .right : nil)
    }
  }
}
