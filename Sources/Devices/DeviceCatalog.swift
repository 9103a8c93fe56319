import Foundation

/// The list of devices the previewer knows, in a fixed order, with name lookup.
///
/// `standard` is the bundled HIG catalog: iPads and iPhones in the order of the HIG table, then the
/// Apple Watch sizes in the order of the HIG watch table, then Apple TV (docs/Devices.md).
public struct DeviceCatalog: Sendable {
  /// The catalog shipped in `devices.json` (found by `DataFiles`), decoded once on first use;
  /// empty when the file is missing or unreadable, which `loadStandard()` explains. Programs
  /// call `loadStandard()` first to report such an installation problem.
  public static let standard: DeviceCatalog = (try? standardLoad.get()) ?? DeviceCatalog(devices: [])

  /// The one reading of the shipped catalog: checking it and then using it decode it once.
  private static let standardLoad = Result { () throws(DataFileError) in try read() }

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
    let file = try JSONNode.parse([UInt8](data))
    guard let version = file["schemaVersion"]?.number, let records = file["devices"]?.array else {
      throw DeviceRecordError(device: "*", problem: "expected 'schemaVersion' and a 'devices' array")
    }
    guard version == 1 else {
      throw DeviceRecordError(
        device: "*",
        problem: "unsupported schemaVersion \(Int(exactly: version).map(String.init) ?? "\(version)")")
    }
    return DeviceCatalog(devices: try records.map { try DeviceRecord($0).device() })
  }

  /// The shipped catalog, or which file is missing or broken and where it was sought; read on
  /// the first call (or use of `standard`), the same answer afterwards.
  public static func loadStandard() throws(DataFileError) -> DeviceCatalog {
    try standardLoad.get()
  }

  /// Reads the shipped catalog from its file.
  private static func read() throws(DataFileError) -> DeviceCatalog {
    let url = try DataFiles.require("devices.json", bundle: DataFiles.devicesBundle)
    do {
      return try decode(try Data(contentsOf: url))
    } catch {
      throw DataFileError(
        file: "devices.json",
        problem: .unreadable(
          path: url.path, reason: "\(error); regenerate it with Scripts/generate-devices.py"))
    }
  }
}
