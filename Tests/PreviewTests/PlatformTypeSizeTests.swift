import Devices
import LayoutEngine
import Testing

@testable import Preview

/// The text-size keys on a watch (its own nine sizes and default) and on Apple TV (none).
@Suite struct PlatformTypeSizeTests {
  private func state(on name: String) -> PreviewState {
    var state = Fixtures.state()
    state.device = Fixtures.device(name)
    return state
  }

  @Test func eachDeviceStartsAtItsOwnDefaultUntilASizeIsChosen() {
    var state = Fixtures.state()
    #expect(state.typeSize == .large)
    state = state.after(.nextDevice)
    state.device = Fixtures.device("Apple Watch Series 7 45mm")
    #expect(state.typeSize == .xLarge)
    state.device = Fixtures.device("Apple Watch Series 1 38mm")
    #expect(state.typeSize == .small)
    state = state.after(.largerText)
    #expect(state.typeSize == .large)  // the 38 mm watch has no Medium
    state.device = Fixtures.device("iPhone 17 Pro")
    #expect(state.typeSize == .large)  // the size chosen stays chosen
  }

  @Test func aWatchStepsThroughItsNineSizesAndStopsAtAX3() {
    var state = state(on: "Apple Watch Series 7 45mm")
    var seen: [DynamicTypeSize] = [state.typeSize]
    for _ in 0..<6 {
      state = state.after(.largerText)
      seen.append(state.typeSize)
    }
    #expect(
      seen == [
        .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility3,
      ])
    #expect(state.notice == "Text size is already the largest (AX3)")
    state = state.after(.defaultTextSize)
    #expect(state.typeSize == .xLarge)
    #expect(state.notice == "Text size: xLarge (the default)")
  }

  @Test func aSizeTheWatchLacksShowsAsTheNearestItHas() {
    var state = Fixtures.state()
    state.typeSize = .accessibility5
    state.device = Fixtures.device("Apple Watch Series 7 45mm")
    #expect(state.typeSize == .accessibility3)
    #expect(state.context.dynamicTypeSize == .accessibility3)
  }

  @Test(arguments: [PreviewAction.largerText, .smallerText, .defaultTextSize])
  func appleTVSaysItHasNoDynamicType(action: PreviewAction) {
    let state = state(on: "Apple TV")
    let after = state.after(action)
    #expect(after.notice == "Apple TV has no Dynamic Type: its text styles have fixed sizes")
    #expect(after.context == state.context)
  }

  @Test func theStatusLineSaysHowATVIsHeldAndThatItsTextIsFixed() {
    let line = StatusLine.text(for: state(on: "Apple TV"), result: nil, width: 200)
    #expect(line.contains("landscape (fixed)"))
    #expect(line.contains("fixed text sizes"))
    let watch = StatusLine.text(for: state(on: "Apple Watch Series 7 45mm"), result: nil, width: 200)
    #expect(watch.contains("portrait (fixed)"))
    #expect(watch.contains("xLarge"))
  }

  @Test func comparingTextSizesUsesTheDevicesOwnEnds() {
    let watch = state(on: "Apple Watch Series 7 45mm").compareVariants(.typeSize, next: nil)
    #expect(watch.map(\.label) == ["xSmall", "AX3"])
    let tv = state(on: "Apple TV").compareVariants(.typeSize, next: nil)
    #expect(tv[1].label == "Apple TV has no Dynamic Type")
  }
}
