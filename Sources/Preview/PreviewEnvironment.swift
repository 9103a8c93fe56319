import Devices

/// What the session's reducer needs from outside its state: the device catalog, the theme names
/// and the keys (the standard ones, or as a config file remapped them).
public struct PreviewEnvironment: Sendable {
  /// The devices in catalog order, with the name lookup the picker and `--device` share.
  public var catalog: DeviceCatalog
  public var themeNames: [String]
  /// The keys the session answers to, which the help and the hint line show.
  public var keyMap: KeyMap = .standard

  /// Every device, in catalog order (the order `d` steps through).
  public var devices: [Device] { catalog.devices }

  /// An environment of `devices` (catalog order) and the theme names the terminal layer offers.
  public init(devices: [Device], themeNames: [String]) {
    self.catalog = DeviceCatalog(devices: devices)
    self.themeNames = themeNames
  }
}
