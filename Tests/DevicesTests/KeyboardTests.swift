import Devices
import LayoutEngine
import Testing

/// The software keyboard's height per device and orientation, its frame, and how it shrinks
/// the window's safe area.
struct KeyboardTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  @Test func heightsPerDeviceAndOrientation() throws {
    // 216 keys + 44 predictive bar (+ 34 home-indicator area) in portrait.
    #expect(try KeyboardMetrics.height(for: named("iPhone 17 Pro").screen(.portrait)) == 294)
    #expect(try KeyboardMetrics.height(for: named("iPhone SE 4-inch").screen(.portrait)) == 260)
    // 162 keys + 32 bar (+ 21) in landscape.
    #expect(try KeyboardMetrics.height(for: named("iPhone 17 Pro").screen(.landscapeLeft)) == 215)
    #expect(try KeyboardMetrics.height(for: named("iPhone SE 4-inch").screen(.landscapeLeft)) == 194)
    // iPad 313 / 398 plus the 20-pt home-indicator area where there is one.
    #expect(try KeyboardMetrics.height(for: named("iPad Pro 12.9-inch").screen(.portrait)) == 333)
    #expect(try KeyboardMetrics.height(for: named("iPad 10.2-inch").screen(.landscapeLeft)) == 398)
    #expect(try KeyboardMetrics.height(for: named("Apple TV").screen(.portrait)) == nil)
    #expect(try KeyboardMetrics.height(for: named("Apple Watch Ultra 3 49mm").screen(.portrait)) == nil)
  }

  @Test func keyboardShrinksTheBottomSafeArea() throws {
    let screen = try named("iPhone 17 Pro").screen(.portrait).keyboard(true)
    #expect(screen.keyboardFrame == Rect(x: 0, y: 580, width: 402, height: 294))
    let context = screen.context()
    #expect(context.keyboardHeight == 294)
    #expect(context.safeAreaInsets.bottom == 34)
    #expect(context.safeAreaFrame == Rect(x: 0, y: 62, width: 402, height: 518))
    #expect(context.deviceSafeAreaFrame == Rect(x: 0, y: 62, width: 402, height: 778))
    #expect(try named("iPhone 17 Pro").screen(.portrait).keyboard(false).keyboardFrame == nil)
  }

  @Test func slideOverWindowMeetsTheKeyboardAboveItsBottom() throws {
    // The keyboard spans the screen; the Slide Over window ends 20 pt above the bottom edge.
    let screen = try named("iPad Pro 12.9-inch").screen(.portrait).split(.slideOver).keyboard(true)
    #expect(screen.keyboardHeight == 333)
    #expect(screen.windowKeyboardOverlap == 313)
  }
}
