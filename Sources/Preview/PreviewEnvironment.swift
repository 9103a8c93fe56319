import Devices

/// What the session's reducer needs from outside its state: the device catalog and the theme names.
public struct PreviewEnvironment: Sendable {
  /// The devices in catalog order, with the name lookup the picker and `--device` share.
  public var catalog: DeviceCatalog
  public var themeNames: [String]

  /// Every device, in catalog order (the order `d` steps through).
  public var devices: [Device] { catalog.devices }

  /// An environment of `devices` (catalog order) and the theme names the terminal layer offers.
  public init(devices: [Device], themeNames: [String]) {
    self.catalog = DeviceCatalog(devices: devices)
    self.themeNames = themeNames
  }
}
