import Devices

/// What the session's reducer needs from outside its state: the device catalog and the theme names.
public struct PreviewEnvironment: Sendable {
  public var devices: [Device]
  public var themeNames: [String]

  /// An environment of `devices` (catalog order) and the theme names the terminal layer offers.
  public init(devices: [Device], themeNames: [String]) {
    self.devices = devices
    self.themeNames = themeNames
  }
}
