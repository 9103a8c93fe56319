import Devices
import LayoutEngine

/// The device around an SVG wireframe, in screen points: the body with its corner radius, the
/// screen, the other app of a split, the status bar, and over the content the cutout, the home
/// indicator and the keyboard, which cover what lies under them on a real device.
enum SVGChrome {
  /// The width of the device's body around the screen, in points.
  static let border = 12.0
  /// The extra body above and below the screen of a home-button device (its forehead and chin).
  static let chin = 64.0
  /// The home button's diameter.
  static let homeButtonSize = 44.0

  /// How far the body reaches past the screen on each physical edge.
  static func body(_ screen: Screen) -> PhysicalInsets {
    // A Mac window has no body: a hairline frame around it and its title bar.
    if screen.device.idiom == .mac { return PhysicalInsets(top: 1, left: 1, bottom: 1, right: 1) }
    let extra = screen.device.hasHomeButton ? chin : 0
    switch screen.orientation {
    case .portrait:
      return PhysicalInsets(top: border + extra, left: border, bottom: border + extra, right: border)
    case .landscapeLeft, .landscapeRight:
      return PhysicalInsets(top: border, left: border + extra, bottom: border, right: border + extra)
    }
  }

  /// The body's outline, in screen coordinates.
  static func bodyFrame(_ screen: Screen) -> Rect {
    let body = body(screen)
    return Rect(
      x: -body.left, y: -body.top, width: screen.size.width + body.left + body.right,
      height: screen.size.height + body.top + body.bottom)
  }

  /// The body, the screen, the other app's pane and the home button: what lies under the content.
  static func drawBehind(_ screen: Screen, into svg: inout SVGWriter) {
    let radius = screen.device.cornerRadius
    svg.rect(bodyFrame(screen), radius: radius > 0 ? radius + border : border / 2, className: "body")
    svg.rect(Rect(origin: .zero, size: screen.size), radius: radius, className: "screen")
    if let button = homeButtonCenter(screen) {
      svg.circle(center: button, radius: homeButtonSize / 2, className: "home-button")
    }
  }

  /// The other app of Split View or Slide Over and the status bar, inside the screen's clip.
  static func drawScreenContent(_ screen: Screen, direction: LayoutDirection, into svg: inout SVGWriter) {
    switch screen.splitMode {
    case .full: break
    case _ where screen.splitMode.isWindow:
      svg.rect(Rect(origin: .zero, size: screen.size), className: "other-app")
      svg.rect(screen.window, radius: 10, className: "screen window")
    case .slideOver:
      svg.rect(Rect(origin: .zero, size: screen.size), className: "other-app")
      svg.rect(screen.window, radius: 10, className: "screen window")
    default:
      if let other = screen.otherAppFrame { svg.rect(other, className: "other-app") }
      if let divider = screen.dividerFrame { svg.rect(divider, className: "split-divider") }
    }
    drawStatusBar(screen, direction: direction, into: &svg)
    drawTitleBar(screen, into: &svg)
  }

  /// A Mac window's title bar and its close, minimize and zoom buttons.
  static func drawTitleBar(_ screen: Screen, into svg: inout SVGWriter) {
    guard let bar = screen.titleBarFrame else { return }
    svg.rect(bar, className: "title-bar")
    for (light, name) in zip(screen.trafficLightFrames, ["close", "minimize", "zoom"]) {
      svg.circle(
        center: Point(x: light.midX, y: light.midY), radius: light.width / 2,
        className: "traffic-light \(name)")
    }
  }

  /// The cutout, the home indicator and the keyboard, drawn over the content, and an iPadOS 26
  /// window's controls.
  static func drawFront(_ screen: Screen, into svg: inout SVGWriter) {
    for (button, name) in zip(screen.windowControlButtonFrames, ["close", "minimize", "zoom"]) {
      svg.circle(
        center: Point(x: button.midX, y: button.midY), radius: button.width / 2,
        className: "window-control \(name)")
    }
    if let keyboard = screen.keyboardFrame {
      svg.rect(keyboard, className: "keyboard")
      svg.element(
        "text",
        [
          "x": .number(keyboard.midX), "y": .number(keyboard.minY + 24), "font-size": .number(13),
          "text-anchor": .text("middle"), "class": .text("keyboard-label"),
        ], text: "keyboard \(Caption.format(screen.keyboardHeight)) pt")
    }
    if let cutout = screen.cutoutFrame {
      switch screen.device.cutout {
      case .notch:
        // Square where it meets the edge, rounded where it reaches into the screen.
        let radius = min(cutout.width, cutout.height) / 3
        svg.rect(cutout, radius: radius, className: "cutout")
        svg.rect(halfToward(screen.cutoutEdge ?? .top, of: cutout), className: "cutout")
      case .dynamicIsland, .none:
        svg.rect(cutout, radius: min(cutout.width, cutout.height) / 2, className: "cutout")
      }
    }
    if let bar = screen.homeIndicatorFrame {
      svg.rect(bar, radius: bar.height / 2, className: "home-indicator")
    }
  }

  /// The time and the battery, on the leading and trailing side of the status bar.
  private static func drawStatusBar(_ screen: Screen, direction: LayoutDirection, into svg: inout SVGWriter) {
    let height = screen.statusBarHeight
    guard height > 0 else { return }
    let width = screen.size.width
    // Phones centre them in the "ears" beside the cutout; iPads put them near the edges.
    let inset = screen.device.idiom == .phone ? width * 0.17 : 36
    let (timeX, batteryX) = direction == .leftToRight ? (inset, width - inset) : (width - inset, inset)
    let y = height * 0.6
    svg.element(
      "text",
      [
        "x": .number(timeX), "y": .number(y + 5), "font-size": .number(15), "font-weight": .number(600),
        "text-anchor": .text("middle"), "class": .text("status"),
      ], text: StatusBarRasterizer.time)
    svg.rect(Rect(x: batteryX - 12, y: y - 6, width: 24, height: 12), radius: 3, className: "battery")
  }

  /// Where the home button sits: on the body's chin, at the device's bottom edge (the viewer's
  /// right in landscape-left, left in landscape-right).
  private static func homeButtonCenter(_ screen: Screen) -> Point? {
    guard screen.device.hasHomeButton else { return nil }
    let size = screen.size
    let offset = border + chin / 2
    switch screen.orientation {
    case .portrait: return Point(x: size.width / 2, y: size.height + offset - border / 2)
    case .landscapeLeft: return Point(x: size.width + offset - border / 2, y: size.height / 2)
    case .landscapeRight: return Point(x: -offset + border / 2, y: size.height / 2)
    }
  }

  /// The half of `rect` on the side of `edge`, which squares a notch's corners at the edge.
  private static func halfToward(_ edge: PhysicalEdge, of rect: Rect) -> Rect {
    switch edge {
    case .top: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height / 2)
    case .bottom: Rect(x: rect.minX, y: rect.midY, width: rect.width, height: rect.height / 2)
    case .left: Rect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)
    case .right: Rect(x: rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height)
    }
  }
}
