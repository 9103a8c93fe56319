import LayoutEngine
import Testing

@testable import Devices

/// The names people type: Xcode's simulator names and common short names, and the iPads newer
/// than the HIG table.
@Suite("device names people use")
struct DeviceAliasTests {
  private func lookup(_ name: String) throws -> Device { try DeviceCatalog.standard.device(named: name) }

  @Test(
    "Xcode's simulator names find the catalog device with the same screen",
    arguments: [
      ("iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M4)"), ("iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M4)"),
      ("iPad Pro 13-inch (M5)", "iPad Pro 13-inch (M4)"), ("iPad (10th generation)", "iPad 11-inch"),
      ("iPad (A16)", "iPad 11-inch"), ("iPad Air 11-inch (M2)", "iPad Air 11-inch"),
      ("iPad Air 13-inch (M3)", "iPad Air 13-inch"), ("iPad Air (5th generation)", "iPad Air 10.9-inch"),
      ("iPad mini (A17 Pro)", "iPad mini 8.3-inch"), ("iPad (9th generation)", "iPad 10.2-inch"),
      ("iPad Pro (12.9-inch) (6th generation)", "iPad Pro 12.9-inch"),
      ("iPad Pro (11-inch) (4th generation)", "iPad Pro 11-inch"),
      ("iPhone SE (3rd generation)", "iPhone SE 4.7-inch"),
      ("Apple Watch Series 10 (46mm)", "Apple Watch Series 10 46mm"),
      ("Apple Watch Ultra 2 (49mm)", "Apple Watch Ultra 49mm"),
      ("Apple Watch SE (44mm) (2nd generation)", "Apple Watch Series 4 44mm"),
      ("Apple TV 4K (3rd generation)", "Apple TV"),
    ])
  func xcodeNames(typed: String, expected: String) throws {
    #expect(try lookup(typed).name == expected)
  }

  @Test("short names: iPad Pro 13 is the 13-inch M4, iPad Pro 11 asks which 11-inch")
  func shortNames() throws {
    #expect(try lookup("iPad Pro 13").name == "iPad Pro 13-inch (M4)")
    #expect(try lookup("ipad pro 11-inch").name == "iPad Pro 11-inch")
    #expect(throws: DeviceLookupError.self) { try lookup("iPad Pro 11") }
  }

  @Test("exact and full names win over longer names that start with them")
  func exactFirst() throws {
    #expect(try lookup("iphone 17 pro").name == "iPhone 17 Pro")
    #expect(try lookup("iPhone 17").name == "iPhone 17")
  }

  @Test("the M4 iPad Pros have the sizes Apple publishes and the facts rows' chrome")
  func m4Sizes() throws {
    let big = try lookup("iPad Pro 13-inch (M4)")
    #expect(big.idiom == .pad)
    #expect(big.portraitSize == Size(width: 1032, height: 1376))
    #expect(big.scale == 2)
    let small = try lookup("iPad Pro 11-inch (M4)")
    #expect(small.portraitSize == Size(width: 834, height: 1210))
    for device in [big, small] {
      #expect(device.portraitSizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
      #expect(device.landscapeSizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
      #expect(device.portraitSafeArea == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
      #expect(device.landscapeSafeArea == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
      #expect(device.hasHomeIndicator && !device.hasHomeButton)
      #expect(device.cutout == .none)
      // The multitasking table has their rows (estimates), so Split View works on them.
      #expect(device.screen(.landscapeLeft).availableSplitModes().count > 1)
    }
  }

  @Test("every alias is unique across the catalog, and none is another device's name")
  func aliasesAreUnique() {
    let keys = DeviceCatalog.standard.devices.flatMap {
      ([$0.name] + $0.aliases).map(DeviceNameKeys.normalize)
    }
    #expect(Set(keys).count == keys.count)
  }
}
