import Devices
import LayoutEngine
import Testing

struct ScreenChromeTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  @Test func dynamicIslandFrameInEachOrientation() throws {
    let phone = try named("iPhone 17 Pro")  // 402 x 874, island 125 x 37, 14 pt down
    #expect(phone.screen(.portrait).cutoutFrame == Rect(x: 138.5, y: 14, width: 125, height: 37))
    #expect(phone.screen(.landscapeLeft).cutoutFrame == Rect(x: 14, y: 138.5, width: 37, height: 125))
    #expect(phone.screen(.landscapeRight).cutoutFrame == Rect(x: 823, y: 138.5, width: 37, height: 125))
  }

  @Test func notchSitsFlushWithTheTopEdge() throws {
    let phone = try named("iPhone X")  // 375 wide, notch 209 x 30
    #expect(phone.screen(.portrait).cutoutFrame == Rect(x: 83, y: 0, width: 209, height: 30))
  }

  @Test func noCutoutNoFrame() throws {
    #expect(try named("iPhone 8").screen(.portrait).cutoutFrame == nil)
    #expect(Cutout.none.size == nil)
    #expect(Cutout.notch(width: 209, height: 30).size == Size(width: 209, height: 30))
  }

  @Test func homeIndicatorIsCentredAboveTheBottomEdge() throws {
    let phone = try named("iPhone 17 Pro")
    #expect(phone.screen(.portrait).homeIndicatorFrame == Rect(x: 134, y: 861, width: 134, height: 5))
    #expect(phone.screen(.landscapeLeft).homeIndicatorFrame == Rect(x: 370, y: 389, width: 134, height: 5))
    #expect(try named("iPhone SE 4-inch").screen(.portrait).homeIndicatorFrame == nil)
    #expect(try named("Apple TV").screen(.portrait).homeIndicatorFrame == nil)
  }

  @Test func statusBarHeightDependsOnOrientationOnIPhonesOnly() throws {
    let phone = try named("iPhone 15")
    #expect(phone.screen(.portrait).statusBarHeight == 54)
    #expect(phone.screen(.landscapeLeft).statusBarHeight == 0)
    let pad = try named("iPad 10.2-inch")
    #expect(pad.screen(.portrait).statusBarHeight == 20)
    #expect(pad.screen(.landscapeRight).statusBarHeight == 20)
  }
}
