import LayoutEngine

extension Screen {
  /// The visible home indicator bar, in points: a design-kit convention (134 x 5, 8 pt above the
  /// bottom edge), not an Apple-published figure; see docs/Devices.md.
  public static let homeIndicatorBarSize = Size(width: 134, height: 5)
  /// The gap between the home indicator bar and the screen's bottom edge, in points (convention).
  public static let homeIndicatorBottomGap: Double = 8

  /// The status bar height in this orientation: 0 on iPhones in landscape, and on watch and TV.
  public var statusBarHeight: Double {
    orientation == .portrait ? device.portraitStatusBarHeight : device.landscapeStatusBarHeight
  }

  /// Where the notch or Dynamic Island is on this screen, in screen coordinates; `nil` without one.
  ///
  /// In portrait it is centred on the top edge, `cutoutTopOffset` below it; in landscape the same
  /// shape turned a quarter, centred on the left (`landscapeLeft`) or right (`landscapeRight`) edge.
  public var cutoutFrame: Rect? {
    guard let cutoutSize = device.cutout.size, let edge = cutoutEdge else { return nil }
    let offset = device.cutoutTopOffset
    switch edge {
    case .top, .bottom:
      return Rect(
        x: (size.width - cutoutSize.width) / 2, y: offset,
        width: cutoutSize.width, height: cutoutSize.height)
    case .left:
      return Rect(
        x: offset, y: (size.height - cutoutSize.width) / 2,
        width: cutoutSize.height, height: cutoutSize.width)
    case .right:
      return Rect(
        x: size.width - offset - cutoutSize.height, y: (size.height - cutoutSize.width) / 2,
        width: cutoutSize.height, height: cutoutSize.width)
    }
  }

  /// Where the home indicator bar is drawn, centred above the bottom edge in every orientation
  /// (it follows the user's "down"); `nil` on devices without one.
  public var homeIndicatorFrame: Rect? {
    guard device.hasHomeIndicator else { return nil }
    let bar = Self.homeIndicatorBarSize
    return Rect(
      x: (size.width - bar.width) / 2, y: size.height - Self.homeIndicatorBottomGap - bar.height,
      width: bar.width, height: bar.height)
  }
}
