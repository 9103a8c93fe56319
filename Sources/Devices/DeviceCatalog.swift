import Foundation

/// The list of devices the previewer knows, in a fixed order, with name lookup.
///
/// `standard` is the bundled HIG catalog: iPads and iPhones in the order of the HIG table, then the
/// Apple Watch sizes in the order of the HIG watch table, then Apple TV (docs/Devices.md).
public struct DeviceCatalog: Sendable {
  /// The catalog shipped in the package's `devices.json`, decoded once on first use.
  public static let standard: DeviceCatalog = loadBundled()

  /// Every device, in catalog order.
  public let devices: [Device]

  /// Normalized lookup keys per device, same order as `devices`; built once so lookups only compare.
  let keys: [DeviceNameKeys]

  /// A catalog of the given devices, kept in the given order.
  public init(devices: [Device]) {
    self.devices = devices
    self.keys = devices.map(DeviceNameKeys.init(device:))
  }

  /// Decodes the data file format written by `Scripts/generate-devices.py`.
  static func decode(_ data: Data) throws -> DeviceCatalog {
    struct File: Decodable {
      var schemaVersion: Int
      var devices: [DeviceRecord]
    }
    let file = try JSONDecoder().decode(File.self, from: data)
    guard file.schemaVersion == 1 else {
      throw DeviceRecordError(device: "*", problem: "unsupported schemaVersion \(file.schemaVersion)")
    }
    return DeviceCatalog(devices: try file.devices.map { try $0.device() })
  }

  /// The bundled catalog. The file is generated and committed with the code, so a missing or
  /// corrupt file is a build mistake, not a user error: stop with a message that says how to fix it.
  private static func loadBundled() -> DeviceCatalog {
    guard let url = Bundle.module.url(forResource: "devices", withExtension: "json") else {
      preconditionFailure("devices.json is missing from the Devices resource bundle")
    }
    do {
      return try decode(try Data(contentsOf: url))
    } catch {
      preconditionFailure(
        "bundled devices.json is corrupt (\(error)); regenerate it with Scripts/generate-devices.py")
    }
  }
}
