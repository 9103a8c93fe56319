import LayoutEngine

/// iPadOS 26's windows: the minimum size, the gap between tiled windows, the window controls
/// and the width at which a window turns compact. Apple publishes none of these figures; each
/// is an estimate with its reasoning in `Data/HIG/ipad-windows.csv` and docs/Devices.md ("iPad
/// windows"), which `IPadWindowTests` keeps equal to these constants.
public enum IPadWindowMetrics {
  /// The smallest window, in points. The HIG says only that windows resize "down to a minimum
  /// width and height"; 320 pt is the narrowest width iPad apps were ever given (iPadOS 9-18's
  /// 1/3 Split View on most iPads), used for the height too.
  public static let minimumSize = Size(width: 320, height: 320)

  /// The gap between two tiled windows, in points: the width of iPadOS 18's Split View divider,
  /// the only measured gap between two apps on iPad. Tiled windows reach the screen's edges.
  public static let tileGap: Double = 10

  /// The window controls (close, minimize, arrange) over a window's top-leading corner: the
  /// band apps keep clear of them, in points. They float over the content, which runs to the
  /// window's top edge: an iPadOS 26 window has no title bar of its own.
  public static let controlsSize = Size(width: 80, height: 40)

  /// The three buttons in the controls: their diameter, their distance centre to centre and the
  /// first one's centre from the window's leading edge, centred in the band's height.
  public static let controlDiameter: Double = 12
  public static let controlSpacing: Double = 20
  public static let controlInset: Double = 20

  /// The narrowest window of regular width, in points: the measured Split View widths have every
  /// window of 678 pt or more regular and every one of 639 pt or less compact.
  public static let regularWidth: Double = 678

  /// The size classes of a window `size` points: regular width from `regularWidth`, and regular
  /// height, as every measured iPad window is.
  public static func sizeClasses(for size: Size) -> SizeClasses {
    SizeClasses(horizontal: size.width >= regularWidth ? .regular : .compact, vertical: .regular)
  }

  /// The frame of `mode`'s window on a screen of `screen` points, `nil` for a mode that is not an
  /// iPadOS 26 window; the window may be smaller than `minimumSize` (the caller refuses it).
  /// Arrangements are tiles from the top-leading corner with `tileGap` between neighbours; a
  /// free window is centred, and no larger than the screen.
  public static func frame(of mode: SplitMode, on screen: Size) -> Rect? {
    let halfWidth = ((screen.width - tileGap) / 2).rounded(.down)
    switch mode {
    case .windowHalf:
      return Rect(x: 0, y: 0, width: halfWidth, height: screen.height)
    case .windowThird:
      return Rect(x: 0, y: 0, width: ((screen.width - 2 * tileGap) / 3).rounded(.down), height: screen.height)
    case .windowQuadrant:
      return Rect(
        x: 0, y: 0, width: halfWidth, height: ((screen.height - tileGap) / 2).rounded(.down))
    case .window(let width, let height):
      let w = min(width, screen.width)
      let h = min(height, screen.height)
      return Rect(
        x: ((screen.width - w) / 2).rounded(.down), y: ((screen.height - h) / 2).rounded(.down),
        width: w, height: h)
    default:
      return nil
    }
  }
}
