import Devices
import LayoutEngine

/// The conditions a layout is previewed in: device, orientation, Dynamic Type size, direction,
/// language, iPad multitasking mode and keyboard. The session's state and the command line's
/// options both describe one, so compare mode can vary it the same way for both.
public struct PreviewVariant: Sendable, Hashable {
  public var device: Device
  /// The orientation asked for; a device that does not rotate shows `.portrait` whatever it is.
  public var orientation: Orientation
  public var typeSize: DynamicTypeSize
  public var direction: LayoutDirection
  public var language: Language
  /// The multitasking mode asked for; full screen where this device and orientation lack it.
  public var splitMode: SplitMode
  public var showsKeyboard: Bool

  public init(
    device: Device, orientation: Orientation = .portrait, typeSize: DynamicTypeSize = .large,
    direction: LayoutDirection = .leftToRight, language: Language = .english, splitMode: SplitMode = .full,
    showsKeyboard: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.typeSize = typeSize
    self.direction = direction
    self.language = language
    self.splitMode = splitMode
    self.showsKeyboard = showsKeyboard
  }

  /// The device in the orientation, with the multitasking window and keyboard asked for (full
  /// screen when the split mode does not exist there).
  public var screen: Screen {
    let base = device.screen(orientation)
    return ((try? base.split(splitMode)) ?? base).keyboard(showsKeyboard)
  }

  /// The layout environment on `screen`.
  public var context: LayoutContext { context(on: screen) }
}
