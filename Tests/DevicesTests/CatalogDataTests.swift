import Foundation
import LayoutEngine
import Testing

@testable import Devices

struct CatalogDataTests {
  @Test func noTwoDevicesShareANormalizedName() {
    var owner: [String: String] = [:]
    for device in DeviceCatalog.standard.devices {
      for key in DeviceNameKeys(device: device).full {
        #expect(owner[key] == nil, "\(key): \(device.name) and \(owner[key] ?? "")")
        owner[key] = device.name
      }
    }
  }

  @Test func malformedJSONIsRejected() {
    #expect(throws: (any Error).self) { try DeviceCatalog.decode(Data("{\"devices\": [".utf8)) }
  }

  @Test func anUnknownSizeClassIsRejected() throws {
    let url = try #require(Bundle.module.url(forResource: "devices", withExtension: "json"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let broken = text.replacingOccurrences(of: "\"compact\"", with: "\"tiny\"")
    #expect(throws: DeviceRecordError.self) { try DeviceCatalog.decode(Data(broken.utf8)) }
  }

  @Test func anUnknownIdiomIsRejected() throws {
    let url = try #require(Bundle.module.url(forResource: "devices", withExtension: "json"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let broken = text.replacingOccurrences(of: "\"idiom\": \"pad\"", with: "\"idiom\": \"car\"")
    #expect(broken != text)
    #expect(throws: DeviceRecordError.self) { try DeviceCatalog.decode(Data(broken.utf8)) }
  }

  @Test func anotherSchemaVersionIsRejected() throws {
    let json = #"{"schemaVersion": 2, "devices": []}"#
    #expect(throws: DeviceRecordError.self) { try DeviceCatalog.decode(Data(json.utf8)) }
  }

  @Test func aCustomCatalogKeepsItsOrderAndLooksUpInIt() throws {
    let a = Device.custom(size: .init(width: 100, height: 200))
    let b = Device.custom(size: .init(width: 100, height: 300))
    let catalog = DeviceCatalog(devices: [b, a])
    #expect(catalog.devices.map(\.name) == ["100x300 pt", "100x200 pt"])
    #expect(throws: DeviceLookupError.ambiguous("100", candidates: ["100x300 pt", "100x200 pt"])) {
      try catalog.device(named: "100")
    }
  }
}
