import Devices
import LayoutEngine
import LayoutMapping

extension LayoutTraits {
  /// The screen a layout asks for, given the one chosen: its orientation when the chosen screen
  /// is upright (the default) and the device rotates; a fixed canvas as a free-form device of
  /// that size; for `sizeThatFits`, a canvas as wide as the chosen screen and as tall as `body`
  /// lays out there (`context` gives the environment of a screen).
  public func screen(
    on chosen: Screen, fitting body: ViewNode, context: (Screen) -> LayoutContext
  ) -> Screen {
    var screen = chosen
    if let orientation, chosen.orientation == .portrait, chosen.device.rotates {
      screen = chosen.device.screen(Devices.Orientation(orientation))
    }
    switch canvas {
    case .device:
      return screen
    case .fixed(let width, let height):
      return Device.custom(size: Size(width: width, height: height)).screen(.portrait)
    case .sizeThatFits:
      // As SwiftUI does: offer the device's screen, then shrink the container to the view. A
      // view taller than the screen lays out differently on a taller canvas (text no longer
      // squeezed), so the canvas grows until the view fits it (`ScreenGrowth`).
      let width = screen.size.width
      return ScreenGrowth.settle(screen, layout: { LayoutEngine.layout(body, in: context($0)) }) {
        offered, result in
        let height = result.nodes.first.map { $0.outerFrame.height } ?? offered.size.height
        let size = Size(width: width, height: max(1, min(height.rounded(.up), ScreenGrowth.maximumHeight)))
        return Device.custom(size: size).screen(.portrait)
      }
    }
  }
}
