import Devices
import LayoutEngine

/// Everything a variant's findings depend on: its layout context and the hardware around the
/// window. Variants with equal keys (two iPhones of one size, mirrored landscapes of an iPad
/// without a cutout) are laid out and inspected once.
struct SceneKey: Sendable, Hashable {
  var context: LayoutContext
  var window: Size
  var cutout: Rect?
  var cutoutName: String
  var hasHomeIndicator: Bool
  var hasStatusBar: Bool

  init(context: LayoutContext, screen: Screen) {
    self.context = context
    window = screen.window.size
    let origin = screen.window.origin
    cutout = screen.cutoutFrame?.offsetBy(dx: -origin.x, dy: -origin.y)
    cutoutName = screen.device.cutout.name
    hasHomeIndicator = screen.device.hasHomeIndicator
    hasStatusBar = screen.statusBarHeight > 0
  }
}
