import LayoutEngine
import Testing

@testable import Devices

/// Each device's text sizes: which it offers, which it starts at, and what its context reports.
@Suite("device text sizes")
struct DeviceTypeSizeTests {
  private func device(_ name: String) throws -> Device { try DeviceCatalog.standard.device(named: name) }

  @Test(
    "a watch starts at its case size's HIG default",
    arguments: [
      ("Apple Watch Series 1 38mm", DynamicTypeSize.small), ("Apple Watch Series 4 40mm", .large),
      ("Apple Watch Series 7 41mm", .large), ("Apple Watch Series 10 42mm", .large),
      ("Apple Watch Series 1 42mm", .large), ("Apple Watch Series 4 44mm", .xLarge),
      ("Apple Watch Series 7 45mm", .xLarge), ("Apple Watch Series 10 46mm", .xLarge),
      ("Apple Watch Ultra 49mm", .xLarge), ("Apple Watch Ultra 3 49mm", .xLarge),
    ])
  func watchDefaults(name: String, expected: DynamicTypeSize) throws {
    let watch = try device(name)
    #expect(watch.caseMillimetres != nil)
    #expect(watch.defaultDynamicTypeSize == expected)
  }

  @Test("every watch has a case size; phones, iPads and the TV have none and start at Large")
  func caseSizes() {
    for device in DeviceCatalog.standard.devices {
      #expect((device.caseMillimetres != nil) == (device.idiom == .watch), "\(device.name)")
      if device.idiom != .watch { #expect(device.defaultDynamicTypeSize == .large, "\(device.name)") }
    }
  }

  @Test("Apple TV has no Dynamic Type; a watch has nine sizes; an iPhone all twelve")
  func offeredSizes() throws {
    #expect(try !device("Apple TV").hasDynamicType)
    #expect(try device("Apple Watch Series 7 45mm").dynamicTypeSizes.count == 9)
    #expect(try device("iPhone 17 Pro").dynamicTypeSizes == DynamicTypeSize.allCases)
  }

  @Test("a context asked for a size the watch lacks reports the nearest it has")
  func contextClamps() throws {
    let watch = try device("Apple Watch Series 7 45mm").screen(.portrait)
    #expect(watch.context(dynamicTypeSize: .accessibility5).dynamicTypeSize == .accessibility3)
    #expect(watch.context(dynamicTypeSize: .medium).dynamicTypeSize == .small)
    let phone = try device("iPhone 17 Pro").screen(.portrait)
    #expect(phone.context(dynamicTypeSize: .accessibility5).dynamicTypeSize == .accessibility5)
  }

  @Test("captions say how a device that does not rotate is held, and that a TV has fixed text sizes")
  func descriptions() throws {
    let tv = try device("Apple TV").screen(.portrait)
    #expect(tv.fixedOrientationDescription == "landscape (fixed)")
    #expect(tv.typeSizeDescription(.accessibility3) == "fixed text sizes")
    let watch = try device("Apple Watch Series 7 45mm").screen(.portrait)
    #expect(watch.fixedOrientationDescription == "portrait (fixed)")
    #expect(watch.typeSizeDescription(.accessibility5) == "AX3")
    #expect(try device("iPhone 17 Pro").screen(.landscapeLeft).fixedOrientationDescription == nil)
  }
}
