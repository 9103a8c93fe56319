import Devices
import LayoutEngine
import Testing
import Variants

@testable import Preview

/// The compare model both ends use (`CompareMode.sides`): each side differs from the variant only
/// in what is compared, and a device that does not rotate is labelled, not refused.
@Suite("Compare model")
struct CompareModelTests {
  /// An iPad in ½ Split View, landscape, with the keyboard, in Hebrew: everything compare keeps.
  static let variant = PreviewVariant(
    device: Fixtures.device("iPad Pro 12.9-inch"), orientation: .landscapeLeft, typeSize: .xLarge,
    direction: .rightToLeft, language: .hebrew, splitMode: .half, showsKeyboard: true)

  @Test("each mode changes only its own dimension and labels both sides")
  func sidesDifferOnlyInTheirDimension() {
    let variant = Self.variant
    let direction = CompareMode.direction.sides(of: variant)
    #expect(direction.map(\.label) == ["LTR", "RTL"])
    #expect(direction.map(\.variant.direction) == [.leftToRight, .rightToLeft])
    let orientation = CompareMode.orientation.sides(of: variant)
    #expect(orientation.map(\.label) == ["portrait", "landscape"])
    #expect(orientation.map(\.variant.screen.orientation) == [.portrait, .landscapeLeft])
    let sizes = CompareMode.typeSize.sides(of: variant)
    #expect(sizes.map(\.label) == ["xSmall", "AX5"])
    #expect(sizes.map(\.variant.typeSize) == [.xSmall, .accessibility5])
    let phone = Fixtures.device("iPhone 17 Pro")
    let devices = CompareMode.device.sides(of: variant, other: phone)
    #expect(devices.map(\.label) == ["iPad Pro 12.9-inch", "iPhone 17 Pro"])
    #expect(devices.map(\.variant.device) == [variant.device, phone])
    for sides in [direction, orientation, sizes, devices] {
      #expect(sides.allSatisfy { $0.variant.language == .hebrew && $0.variant.showsKeyboard })
      #expect(sides.allSatisfy { $0.variant.splitMode == .half })
    }
  }

  @Test("the split mode and the keyboard carry over where the side's screen offers them")
  func splitAndKeyboardCarryOver() {
    let orientation = CompareMode.orientation.sides(of: Self.variant)
    // ½ Split View exists in landscape only: the portrait side is full screen.
    #expect(orientation.map(\.variant.screen.splitMode) == [.full, .half])
    #expect(orientation.allSatisfy { $0.variant.screen.keyboardHeight > 0 })
    let phone = CompareMode.device.sides(of: Self.variant, other: Fixtures.device("iPhone 17 Pro"))[1]
    #expect(phone.variant.screen.splitMode == .full)
  }

  @Test("a device that does not rotate shows upright on both sides, the right one saying so")
  func deviceThatDoesNotRotate() {
    let tv = PreviewVariant(device: Fixtures.device("Apple TV"))
    let sides = CompareMode.orientation.sides(of: tv)
    #expect(sides.map(\.label) == ["portrait", "Apple TV does not rotate"])
    #expect(sides[0].variant.screen == sides[1].variant.screen)
  }

  @Test("without another device, device mode compares the device with itself")
  func deviceModeWithoutAnother() {
    let sides = CompareMode.device.sides(of: Self.variant)
    #expect(sides[0].variant == sides[1].variant)
  }

  @Test("a label is sanitized and cut with … to the side's width")
  func fittedLabel() {
    let side = CompareSide(label: "Apple\u{1B}]0;x\u{7} TV does not rotate", variant: Self.variant)
    #expect(side.label(fitting: 12) == "Apple\u{241B}]0;x\u{2407}…")
    #expect(side.label(fitting: 80) == "Apple\u{241B}]0;x\u{2407} TV does not rotate")
  }

  @Test("device compare shows the next device of another screen size, never a twin")
  func nextDeviceDiffers() throws {
    var state = Fixtures.state()
    for device in Fixtures.devices {
      state.device = device
      let next = try #require(state.nextDevice(in: Fixtures.devices))
      #expect(next.portraitSize != device.portraitSize, "\(device.name) | \(next.name)")
    }
  }

  @Test("the session's panes are the model's sides applied to its state")
  func sessionUsesTheModel() {
    var state = Fixtures.state()
    state.device = Fixtures.device("Apple Watch Series 7 45mm")
    for mode in CompareMode.allCases {
      let next = state.nextDevice(in: Fixtures.devices)
      let panes = state.compareVariants(mode, next: next)
      #expect(panes.map(\.side) == mode.sides(of: state.variant, other: next))
      #expect(panes.map(\.state.variant) == panes.map(\.side.variant))
      #expect(panes.allSatisfy { $0.state.compare == nil })
    }
    let orientation = state.compareVariants(.orientation, next: nil)
    #expect(orientation.map(\.label) == ["portrait", "Apple Watch Series 7 45mm does not rotate"])
    #expect(orientation.map(\.state.screen.orientation) == [.portrait, .portrait])
  }

  @Test("the session draws the watch's label over the right pane")
  func sessionDrawsTheLabel() {
    var state = Fixtures.state(columns: 121, rows: 40).after(.nextCompareMode, .nextCompareMode)
    state.device = Fixtures.device("Apple TV")
    let canvas = ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
    #expect(canvas.lines[0].contains("portrait"))
    #expect(canvas.lines[0].contains("Apple TV does not rotate"))
  }
}
