import Devices

/// What the session's reducer needs from outside its state: the device catalog and the theme names.
public struct PreviewEnvironment: Sendable {
  public var devices: [Device]
  public var themeNames: [String]

  public init(devices: [Device], themeNames: [String]) {
    self.devices = devices
    self.themeNames = themeNames
  }
}
