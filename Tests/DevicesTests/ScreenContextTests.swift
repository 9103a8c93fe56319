import Devices
import LayoutEngine
import Testing

/// A screen's layout context carries the idiom and orientation that layout conditions test.
struct ScreenContextTests {
  private func screen(_ name: String, _ orientation: Orientation) throws -> Screen {
    try #require(DeviceCatalog.standard.devices.first { $0.name == name }).screen(orientation)
  }

  @Test func phoneInPortraitAndLandscape() throws {
    let portrait = try screen("iPhone 17 Pro", .portrait).context()
    #expect(portrait.idiom == .phone)
    #expect(portrait.orientation == .portrait)
    let left = try screen("iPhone 17 Pro", .landscapeLeft).context()
    #expect(left.orientation == .landscape)
    #expect(try screen("iPhone 17 Pro", .landscapeRight).context().orientation == .landscape)
  }

  @Test func everyIdiom() throws {
    #expect(try screen("iPad Pro 12.9-inch", .portrait).context().idiom == .pad)
    #expect(try screen("Apple TV", .portrait).context().idiom == .tv)
    let watch = try #require(DeviceCatalog.standard.devices.first { $0.idiom == .watch })
    #expect(watch.screen(.portrait).context().idiom == .watch)
  }

  @Test func theLayoutSeesItsDevicesIdiom() {
    let devices = DeviceCatalog.standard.devices
    #expect(Set(devices.map(\.idiom)) == Set(UserInterfaceIdiom.allCases))
    for device in devices { #expect(device.screen(.portrait).context().idiom == device.idiom) }
  }
}
