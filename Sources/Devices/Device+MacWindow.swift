import LayoutEngine

/// Mac windows: a Mac has no screen size to preview, so a "Mac" device is a window, its content
/// of any size and a title bar above it (docs/Devices.md, "Mac windows").
extension Device {
  /// The height of a titled window's title bar, in points: what macOS 11-15 draws above a
  /// window's content without a toolbar (an estimate, docs/Devices.md). The catalog counts it as
  /// the window's top safe-area inset, so content lays out below it.
  public static let macTitleBarHeight: Double = 28

  /// A Mac window whose content is `contentSize` points (what a scene's `defaultSize` sets, and
  /// what `--window WxH` asks for), with the catalog Mac's title bar, corners and traits: named
  /// "Mac window 640x480 pt". The caller is responsible for positive, finite sizes.
  public static func macWindow(contentSize: Size, like mac: Device) -> Device {
    var window = mac
    window.name = "Mac window \(Int(contentSize.width.rounded()))x\(Int(contentSize.height.rounded())) pt"
    window.aliases = []
    window.portraitSize = Size(
      width: contentSize.width, height: contentSize.height + mac.portraitSafeArea.top)
    return window
  }

  /// A Mac window of the content size `text` spells ("640x480", as free-form device sizes are
  /// spelled), like `mac`; `.invalidSize` when `text` is not such a size.
  public static func macWindow(_ text: String, like mac: Device) throws(DeviceLookupError) -> Device {
    guard let size = try FreeFormSize.parse(text) else {
      throw .invalidSize(text, reason: "a window size is WIDTHxHEIGHT in points, such as 640x480")
    }
    return macWindow(contentSize: size, like: mac)
  }

  /// The content size of a Mac window: the window less its title bar.
  public var macContentSize: Size {
    Size(width: portraitSize.width, height: portraitSize.height - portraitSafeArea.top)
  }
}

extension Screen {
  /// The diameter of a window's close, minimize and zoom buttons (the "traffic lights"), their
  /// distance centre to centre, and the first one's centre from the window's leading edge, in
  /// points: estimates of macOS 11-15's standard window buttons (docs/Devices.md).
  public static let trafficLightDiameter: Double = 12
  public static let trafficLightSpacing: Double = 20
  public static let trafficLightInset: Double = 14

  /// A Mac window's title bar in screen coordinates, `nil` on other devices.
  public var titleBarFrame: Rect? {
    guard device.idiom == .mac else { return nil }
    return Rect(x: 0, y: 0, width: size.width, height: device.portraitSafeArea.top)
  }

  /// The close, minimize and zoom buttons of a Mac window's title bar, left to right, centred
  /// in the title bar's height; empty on other devices.
  public var trafficLightFrames: [Rect] {
    guard let bar = titleBarFrame else { return [] }
    let d = Self.trafficLightDiameter
    return (0..<3).map { k in
      Rect(
        x: Self.trafficLightInset + Double(k) * Self.trafficLightSpacing - d / 2,
        y: (bar.height - d) / 2, width: d, height: d)
    }
  }
}
