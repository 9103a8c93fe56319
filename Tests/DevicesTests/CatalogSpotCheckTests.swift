import Devices
import LayoutEngine
import Testing

/// Literal values checked by hand against the HIG text (the "Layout" page) and
/// Data/HIG/device-facts/devices.md: a second check, independent of the tables the catalog is
/// generated from.
struct CatalogSpotCheckTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  @Test func catalogHoldsTheHIGDevicesWatchesAndAppleTV() {
    // The HIG's 14 iPads and 43 iPhones, the two M4 iPad Pros newer than its table, 10 watches, TV,
    // and the two named Mac windows.
    #expect(catalog.devices.count == 57 + 2 + 10 + 1 + 2)
    #expect(catalog.devices.filter { $0.idiom == .pad }.count == 14 + 2)
    #expect(catalog.devices.filter { $0.idiom == .phone }.count == 43)
    #expect(catalog.devices.filter { $0.idiom == .watch }.count == 10)
    #expect(catalog.devices.filter { $0.idiom == .tv }.count == 1)
    #expect(catalog.devices.filter { $0.idiom == .mac }.map(\.name) == ["Mac", "Mac settings window"])
  }

  @Test func catalogOrderIsIPadsIPhonesWatchesThenTV() {
    let idioms = catalog.devices.map(\.idiom)
    // Each idiom forms one contiguous run, in this order.
    let runs = idioms.enumerated().filter { $0.offset == 0 || idioms[$0.offset - 1] != $0.element }
    #expect(runs.map(\.element) == [.pad, .phone, .watch, .tv, .mac])
    #expect(catalog.devices.first?.name == "iPad Pro 13-inch (M4)")
    #expect(catalog.devices[2].name == "iPad Pro 12.9-inch")
    #expect(catalog.devices[16].name == "iPhone 17 Pro Max")
    #expect(catalog.devices.last { $0.idiom != .mac }?.name == "Apple TV")
  }

  @Test func iPhone17Pro() throws {
    let phone = try named("iPhone 17 Pro")
    #expect(phone.idiom == .phone)
    #expect(phone.portraitSize == Size(width: 402, height: 874))
    #expect(phone.scale == 3)
    #expect(phone.portraitSizeClasses.shortName == "C/R")
    #expect(phone.landscapeSizeClasses.shortName == "C/C")
    // devices.md 2c: REV, from Apple's drawings: 125 x 37, 14 pt below the top edge.
    #expect(phone.cutout == .dynamicIsland(width: 125, height: 37))
    #expect(phone.cutoutTopOffset == 14)
    // devices.md row "iPhone 17 / 17 Pro": portrait 62/34; landscape sides 62; iOS 18 model: top 0, bottom 21.
    #expect(phone.portraitSafeArea == PhysicalInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(phone.landscapeSafeArea == PhysicalInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(phone.cornerRadius == 62)
    #expect(!phone.hasHomeButton)
    #expect(phone.hasHomeIndicator)
    #expect(phone.rotates)
    #expect(phone.landscapeStatusBarHeight == 0)
  }

  @Test func iPhone15HasTheIOS18DynamicIslandValues() throws {
    let phone = try named("iPhone 15")
    #expect(phone.portraitSize == Size(width: 393, height: 852))
    #expect(phone.cutout == .dynamicIsland(width: 126, height: 37))
    #expect(phone.cutoutTopOffset == 11)
    #expect(phone.portraitSafeArea == PhysicalInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(phone.landscapeSafeArea == PhysicalInsets(top: 0, left: 59, bottom: 21, right: 59))
    // GKNB: statusBarFrame 54 while the safe-area top is 59.
    #expect(phone.portraitStatusBarHeight == 54)
    #expect(phone.cornerRadius == 55)
  }

  @Test func iPhoneXHasTheFirstNotch() throws {
    let phone = try named("iPhone X")
    #expect(phone.portraitSize == Size(width: 375, height: 812))
    #expect(phone.cutout == .notch(width: 209, height: 30))
    #expect(phone.cutoutTopOffset == 0)
    #expect(phone.portraitSafeArea == PhysicalInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(phone.landscapeSafeArea == PhysicalInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(phone.cornerRadius == 39)
  }

  @Test func iPhoneSE4InchHasAHomeButtonAndNoCutout() throws {
    let phone = try named("iPhone SE 4-inch")
    #expect(phone.portraitSize == Size(width: 320, height: 568))
    #expect(phone.scale == 2)
    #expect(phone.hasHomeButton)
    #expect(!phone.hasHomeIndicator)
    #expect(phone.cutout == .none)
    #expect(phone.cornerRadius == 0)
    #expect(phone.portraitSafeArea == PhysicalInsets(top: 20))
    #expect(phone.landscapeSafeArea == .zero)
    #expect(phone.portraitStatusBarHeight == 20)
    #expect(phone.landscapeStatusBarHeight == 0)
    #expect(phone.portraitSizeClasses.shortName == "C/R")
    #expect(phone.landscapeSizeClasses.shortName == "C/C")
  }

  @Test func iPhone8PlusIsRegularWidthInLandscape() throws {
    let phone = try named("iPhone 8 Plus")
    #expect(phone.portraitSize == Size(width: 414, height: 736))
    #expect(phone.scale == 3)
    #expect(phone.landscapeSizeClasses.shortName == "R/C")
  }

  @Test func iPadPro129Inch() throws {
    let pad = try named("iPad Pro 12.9-inch")
    #expect(pad.idiom == .pad)
    #expect(pad.portraitSize == Size(width: 1024, height: 1366))
    #expect(pad.scale == 2)
    #expect(pad.portraitSizeClasses.shortName == "R/R")
    #expect(pad.landscapeSizeClasses.shortName == "R/R")
    // 3rd-6th generation (DIM): 24 top, 20 bottom in both orientations, radius 18, Face ID.
    #expect(pad.portraitSafeArea == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(pad.landscapeSafeArea == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(pad.cornerRadius == 18)
    #expect(!pad.hasHomeButton)
    #expect(pad.hasHomeIndicator)
    #expect(pad.cutout == .none)
    #expect(pad.landscapeStatusBarHeight == 24)
  }

  @Test func iPadMini79InchHasAHomeButtonAndSquareCorners() throws {
    let pad = try named("iPad mini 7.9-inch")
    #expect(pad.portraitSize == Size(width: 768, height: 1024))
    #expect(pad.portraitSafeArea == PhysicalInsets(top: 20))
    #expect(pad.landscapeSafeArea == PhysicalInsets(top: 20))
    #expect(pad.hasHomeButton)
    #expect(pad.cornerRadius == 0)
  }

  @Test func appleWatchSeries10At46mm() throws {
    let watch = try named("Apple Watch Series 10 46mm")
    #expect(watch.idiom == .watch)
    // HIG: 416 x 496 px; points are half.
    #expect(watch.portraitSize == Size(width: 208, height: 248))
    #expect(watch.scale == 2)
    #expect(watch.portraitSizeClasses.shortName == "C/C")
    #expect(watch.landscapeSizeClasses.shortName == "C/C")
    #expect(!watch.rotates)
    #expect(watch.portraitSafeArea == .zero)
    #expect(watch.cutout == .none)
    #expect(!watch.hasHomeButton && !watch.hasHomeIndicator)
    #expect(watch.aliases == ["Apple Watch Series 11 46mm"])
  }

  @Test func appleWatchUltra3() throws {
    let watch = try named("Apple Watch Ultra 3 49mm")
    #expect(watch.portraitSize == Size(width: 211, height: 257))
  }

  @Test func appleTV() throws {
    let tv = try named("Apple TV")
    #expect(tv.idiom == .tv)
    #expect(tv.portraitSize == Size(width: 1920, height: 1080))
    #expect(tv.scale == 2)
    #expect(tv.portraitSizeClasses.shortName == "R/C")
    #expect(tv.landscapeSizeClasses.shortName == "R/C")
    // HIG tvOS: 60 pt top and bottom, 80 pt on the sides.
    #expect(tv.portraitSafeArea == PhysicalInsets(top: 60, left: 80, bottom: 60, right: 80))
    #expect(tv.landscapeSafeArea == tv.portraitSafeArea)
    #expect(!tv.rotates)
    #expect(tv.cornerRadius == 0)
    #expect(tv.cutout == .none)
    #expect(tv.portraitStatusBarHeight == 0)
  }

  @Test func everyDeviceIsPlausible() {
    for device in catalog.devices {
      #expect(device.portraitSize.width > 0 && device.portraitSize.height > 0, "\(device.name)")
      #expect([1, 2, 3].contains(device.scale), "\(device.name)")
      // A device has a home button or a home indicator or neither (watch, TV), never both.
      #expect(!(device.hasHomeButton && device.hasHomeIndicator), "\(device.name)")
      if device.idiom == .phone || device.idiom == .pad {
        #expect(device.hasHomeButton != device.hasHomeIndicator, "\(device.name)")
        #expect(device.portraitSafeArea.top == device.portraitStatusBarHeight || device.cutout != .none)
      }
      if device.idiom == .phone {
        // iPhones hide the status bar in landscape.
        #expect(device.landscapeSafeArea.top == 0, "\(device.name)")
        #expect(device.landscapeStatusBarHeight == 0, "\(device.name)")
      }
      if case .dynamicIsland = device.cutout {
        #expect(device.cutoutTopOffset > 0, "\(device.name)")
      } else {
        #expect(device.cutoutTopOffset == 0, "\(device.name)")
      }
    }
  }
}
