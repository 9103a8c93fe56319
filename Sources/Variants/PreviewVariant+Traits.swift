import Devices
import LayoutEngine
import LayoutMapping

extension PreviewVariant {
  /// The variant a preview with `traits` is shown in when this one is asked for, as Xcode shows
  /// it: in the traits' orientation on a device that rotates (whatever orientation was asked:
  /// the preview declares it), and on a fixed canvas in the device's place, upright, full screen
  /// and without the keyboard. A size-that-fits canvas keeps the variant: its screen depends on
  /// the layout (`screen(applying:fitting:)`).
  public func applying(_ traits: LayoutTraits) -> PreviewVariant {
    var shown = self
    if let orientation = traits.orientation, device.rotates,
      device.supportedOrientations.contains(Orientation(orientation))
    {
      shown.orientation = Orientation(orientation)
    }
    if case .fixed(let width, let height) = traits.canvas {
      shown.device = Device.custom(size: Size(width: width, height: height))
      shown.orientation = .portrait
      shown.splitMode = .full
      shown.showsKeyboard = false
    }
    return shown
  }

  /// The screen `body` is laid out on in this variant (already `applying(traits)`): the variant's
  /// own, or for `.sizeThatFitsLayout` a canvas as wide as it and as tall as `body` lays out
  /// there, as `render` and the session show it.
  public func screen(applying traits: LayoutTraits, fitting body: ViewNode) -> Screen {
    guard traits.canvas == .sizeThatFits else { return screen }
    return traits.screen(on: screen, fitting: body, context: context(on:))
  }

  /// The layout environment of this variant on `screen` (its own or a canvas in its place).
  public func context(on screen: Screen) -> LayoutContext {
    var context = screen.context(dynamicTypeSize: typeSize, layoutDirection: direction)
    context.language = language
    return context
  }
}
