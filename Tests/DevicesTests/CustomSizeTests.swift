import Devices
import LayoutEngine
import Testing

struct CustomSizeTests {
  let catalog = DeviceCatalog.standard

  @Test(arguments: ["800x600", "800×600", "800 x 600", "800 X 600 pt", " 800x600pt "])
  func freeFormSizesGiveABareCustomDevice(text: String) throws {
    let device = try catalog.device(named: text)
    #expect(device.name == "800x600 pt")
    #expect(device.portraitSize == Size(width: 800, height: 600))
    #expect(device.scale == 2)
    #expect(device.portraitSafeArea == .zero)
    #expect(device.landscapeSafeArea == .zero)
    #expect(device.cornerRadius == 0)
    #expect(device.cutout == .none)
    #expect(!device.hasHomeButton && !device.hasHomeIndicator)
    #expect(device.rotates)
    #expect(device.portraitStatusBarHeight == 0)
  }

  @Test func aShortSideOf600OrMoreIsAPadRegularEverywhere() throws {
    let device = try catalog.device(named: "800x600")
    #expect(device.idiom == .pad)
    #expect(device.portraitSizeClasses.shortName == "R/R")
    #expect(device.landscapeSizeClasses.shortName == "R/R")
    #expect(try catalog.device(named: "599x800").idiom == .phone)
  }

  @Test func phoneSizesFollowTheHIGIPhoneRule() throws {
    // Like iPhone 14 (390 wide): compact width in landscape.
    let narrow = try catalog.device(named: "390x844")
    #expect(narrow.idiom == .phone)
    #expect(narrow.portraitSizeClasses.shortName == "C/R")
    #expect(narrow.landscapeSizeClasses.shortName == "C/C")
    // Like iPhone 14 Pro Max (430 wide): regular width in landscape.
    let wide = try catalog.device(named: "430x932")
    #expect(wide.landscapeSizeClasses.shortName == "R/C")
    // 414 is the narrowest regular-in-landscape iPhone (8 Plus, 11); 413 stays compact.
    #expect(try catalog.device(named: "414x736").landscapeSizeClasses.shortName == "R/C")
    #expect(try catalog.device(named: "413x736").landscapeSizeClasses.shortName == "C/C")
  }

  @Test func aWideSizeIsLandscapeShapedInItsPortrait() throws {
    let device = try catalog.device(named: "900x400")
    #expect(device.idiom == .phone)
    #expect(device.portraitSizeClasses.shortName == "C/C")
    #expect(device.landscapeSizeClasses.shortName == "C/R")
  }

  @Test func fractionalSizesKeepTheirFractionInTheName() throws {
    let device = try catalog.device(named: "375.5x667")
    #expect(device.name == "375.5x667 pt")
    #expect(device.portraitSize == Size(width: 375.5, height: 667))
  }

  @Test(arguments: [
    ("0x600", "width must be at least 1 pt"),
    ("800x-1", "height must be at least 1 pt"),
    ("800x200000", "height must be at most 100000 pt"),
    ("100001x10", "width must be at most 100000 pt"),
    ("1.2.3x4", "width \"1.2.3\" is not a number"),
    ("800x+-3", "height \"+-3\" is not a number"),
  ])
  func invalidSizesAreReported(text: String, reason: String) {
    #expect(throws: DeviceLookupError.invalidSize(text, reason: reason)) {
      try catalog.device(named: text)
    }
  }

  @Test func invalidSizeMessageNamesTheTextAndTheReason() {
    #expect(
      DeviceLookupError.invalidSize("0x600", reason: "width must be at least 1 pt").description
        == "invalid size \"0x600\": width must be at least 1 pt")
  }

  @Test func textThatIsNotTwoNumbersIsANameNotASize() throws {
    #expect(throws: DeviceLookupError.unknown("800x", suggestions: [])) {
      try catalog.device(named: "800x")
    }
    // "iPhone XS" contains an x but is a name.
    #expect(try catalog.device(named: "iphone xs").name == "iPhone XS")
  }
}

/// The Mac family: windows of named and free sizes with a title bar above the content.
@Suite("Mac windows")
struct MacWindowTests {
  @Test("mac is the document window, regular/regular, its title bar a 28-pt top inset")
  func documentWindow() throws {
    let mac = try DeviceCatalog.standard.device(named: "mac")
    #expect(mac.name == "Mac")
    #expect(mac.idiom == .mac)
    #expect(mac.macContentSize == Size(width: 800, height: 600))
    #expect(mac.portraitSafeArea == PhysicalInsets(top: 28))
    #expect(mac.portraitSizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
    #expect(!mac.hasDynamicType && !mac.rotates && mac.cutout == .none)
    let context = mac.screen(.portrait).context()
    #expect(context.safeAreaFrame == Rect(x: 0, y: 28, width: 800, height: 600))
  }

  @Test("A settings window is named, and --window sizes any window")
  func otherWindows() throws {
    let settings = try DeviceCatalog.standard.device(named: "mac settings window")
    #expect(settings.macContentSize == Size(width: 500, height: 400))
    let window = try Device.macWindow("640x480", like: settings)
    #expect(window.macContentSize == Size(width: 640, height: 480))
    #expect(window.name == "Mac window 640x480 pt")
    #expect(throws: DeviceLookupError.self) { try Device.macWindow("wide", like: settings) }
  }

  @Test("The title bar spans the window; its three buttons sit in it, 20 pt apart")
  func titleBar() throws {
    let screen = try DeviceCatalog.standard.device(named: "mac").screen(.portrait)
    #expect(screen.titleBarFrame == Rect(x: 0, y: 0, width: 800, height: 28))
    let lights = screen.trafficLightFrames
    #expect(lights.count == 3)
    #expect(lights.map(\.midX) == [14, 34, 54])
    #expect(lights.allSatisfy { $0.midY == 14 && $0.width == 12 })
    #expect(try DeviceCatalog.standard.device(named: "iPhone 17 Pro").screen(.portrait).titleBarFrame == nil)
  }
}
