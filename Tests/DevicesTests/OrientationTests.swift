import Devices
import LayoutEngine
import Testing

struct OrientationTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  /// A phone whose landscape insets differ left and right, so mirroring is visible.
  private let lopsided = Device(
    name: "Lopsided", idiom: .phone, portraitSize: Size(width: 300, height: 600), scale: 2,
    portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
    landscapeSizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
    portraitSafeArea: PhysicalInsets(top: 40, left: 0, bottom: 30, right: 0),
    landscapeSafeArea: PhysicalInsets(top: 1, left: 44, bottom: 21, right: 10),
    cornerRadius: 20, cutout: .notch(width: 100, height: 30), hasHomeButton: false,
    hasHomeIndicator: true, rotates: true)

  @Test func portraitIsTheStoredScreen() throws {
    let phone = try named("iPhone 17 Pro")
    let screen = phone.screen(.portrait)
    #expect(screen.orientation == .portrait)
    #expect(screen.size == Size(width: 402, height: 874))
    #expect(screen.safeArea == PhysicalInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(screen.sizeClasses.shortName == "C/R")
    #expect(screen.cutoutEdge == .top)
  }

  @Test func landscapeSwapsTheSizeAndUsesLandscapeClassesAndInsets() throws {
    let phone = try named("iPhone 17 Pro Max")
    for orientation in [Orientation.landscapeLeft, .landscapeRight] {
      let screen = phone.screen(orientation)
      #expect(screen.orientation == orientation)
      #expect(screen.size == Size(width: 956, height: 440))
      #expect(screen.sizeClasses.shortName == "R/C")
      #expect(screen.safeArea == PhysicalInsets(top: 0, left: 62, bottom: 21, right: 62))
    }
  }

  @Test func landscapeLeftKeepsTheStoredInsetsAndLandscapeRightMirrorsThem() {
    #expect(
      lopsided.screen(.landscapeLeft).safeArea == PhysicalInsets(top: 1, left: 44, bottom: 21, right: 10))
    #expect(
      lopsided.screen(.landscapeRight).safeArea == PhysicalInsets(top: 1, left: 10, bottom: 21, right: 44))
  }

  @Test func theCutoutEdgeFollowsTheDevicesTopEdge() throws {
    let phone = try named("iPhone X")
    #expect(phone.screen(.portrait).cutoutEdge == .top)
    #expect(phone.screen(.landscapeLeft).cutoutEdge == .left)
    #expect(phone.screen(.landscapeRight).cutoutEdge == .right)
  }

  @Test func devicesWithoutACutoutHaveNoCutoutEdge() throws {
    for name in ["iPhone SE 4-inch", "iPad Pro 11-inch"] {
      let device = try named(name)
      for orientation in Orientation.allCases {
        #expect(device.screen(orientation).cutoutEdge == nil, "\(name) \(orientation)")
      }
    }
  }

  @Test func iPadsKeepTheStatusBarInsetOnTopInLandscape() throws {
    let screen = try named("iPad Air 13-inch").screen(.landscapeRight)
    #expect(screen.size == Size(width: 1366, height: 1024))
    #expect(screen.safeArea == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(screen.sizeClasses.shortName == "R/R")
  }

  @Test(arguments: ["Apple TV", "Apple Watch Series 7 45mm"])
  func devicesThatDoNotRotateAlwaysShowTheirOnlyScreen(name: String) throws {
    let device = try named(name)
    #expect(!device.rotates)
    #expect(device.supportedOrientations == [.portrait])
    let fixed = device.screen(.portrait)
    #expect(device.screen(.landscapeLeft) == fixed)
    #expect(device.screen(.landscapeRight) == fixed)
    #expect(fixed.size == device.portraitSize)
  }

  @Test func appleTVKeepsItsWideScreenAndSafeArea() throws {
    let screen = try named("Apple TV").screen(.landscapeLeft)
    #expect(screen.size == Size(width: 1920, height: 1080))
    #expect(screen.safeArea == PhysicalInsets(top: 60, left: 80, bottom: 60, right: 80))
    #expect(screen.sizeClasses.shortName == "R/C")
  }

  @Test func rotatingDevicesSupportAllThreeOrientations() throws {
    #expect(try named("iPhone 16e").supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(try catalog.device(named: "500x500").supportedOrientations.count == 3)
  }

  @Test func screenContextCarriesTheOrientationsValues() throws {
    let context = try named("iPhone 11").screen(.landscapeLeft).context()
    #expect(context.containerSize == Size(width: 896, height: 414))
    #expect(context.horizontalSizeClass == .regular)
    #expect(context.verticalSizeClass == .compact)
    #expect(context.safeAreaInsets == PhysicalInsets(top: 0, left: 48, bottom: 21, right: 48))
  }
}
