import Devices
import LayoutEngine
import Testing

@testable import Preview

/// The multitasking keys (`w`, `W`) and the keyboard key (`t`).
@Suite struct MultitaskingActionTests {
  func ipad(_ orientation: Orientation = .landscapeLeft) -> PreviewState {
    var state = Fixtures.state()
    state.device = Fixtures.device("iPad Pro 12.9-inch")
    state.orientation = orientation
    return state
  }

  /// In the width fit at 80x24 the keyboard is below the view: `t` brings the view down to it.
  @Test func showingTheKeyboardInTheWidthFitShowsIt() {
    var state = Fixtures.state(columns: 80, rows: 24)
    state.fit = .width
    let top = state.paneViewport
    #expect(top.origin.y + Double(top.rows) * top.pointsPerRow < 874 - 300, "the bottom starts out of view")
    let shown = state.after(.toggleKeyboard)
    let view = shown.paneViewport
    let keyboardTop = shown.screen.size.height - shown.screen.keyboardHeight
    #expect(view.origin.y <= keyboardTop)
    #expect(view.origin.y + Double(view.rows) * view.pointsPerRow >= shown.screen.size.height)
  }

  @Test func keysMapToTheActions() {
    #expect(KeyMap.action(for: .character("w")) == .nextSplit)
    #expect(KeyMap.action(for: .character("W")) == .previousSplit)
    #expect(KeyMap.action(for: .character("t")) == .toggleKeyboard)
  }

  @Test func wCyclesEveryModeInLandscapeAndWraps() {
    let state = ipad()
    let widths = (1...5).map { count in
      (0..<count).reduce(state) { current, _ in current.after(.nextSplit) }.screen.window.width
    }
    #expect(widths == [981, 678, 375, 375, 1366])
    let twoThirds = state.after(.nextSplit)
    #expect(twoThirds.notice == "2/3 Split View: window 981×1024 pt, R/R")
    #expect(twoThirds.context.containerSize == Size(width: 981, height: 1024))
    #expect(state.after(.previousSplit).screen.splitMode == .slideOver)
  }

  @Test func portraitSkipsTheHalfSplit() {
    let state = ipad(.portrait)
    #expect(state.after(.nextSplit, .nextSplit).screen.splitMode == .oneThird)
  }

  @Test func rotatingToPortraitInHalfSplitShowsFullScreen() {
    let half = ipad().after(.nextSplit, .nextSplit)
    #expect(half.screen.splitMode == .half)
    let rotated = half.after(.rotate, .rotate)
    #expect(rotated.orientation == .portrait)
    #expect(rotated.screen.splitMode == .full)
  }

  @Test func onAnIPhoneMultitaskingSaysItIsIPadOnly() {
    let state = Fixtures.state().after(.nextSplit)
    #expect(state.notice == "Multitasking is iPad only; iPhone 17 Pro shows apps full screen")
    #expect(state.screen.splitMode == .full)
  }

  @Test func tTogglesTheKeyboardAndShrinksTheSafeArea() {
    let shown = Fixtures.state().after(.toggleKeyboard)
    #expect(shown.showsKeyboard)
    #expect(shown.notice == "Keyboard shown: 294 pt")
    #expect(shown.context.safeAreaFrame.maxY == 580)
    let hidden = shown.after(.toggleKeyboard)
    #expect(hidden.notice == "Keyboard hidden")
    #expect(hidden.context.safeAreaFrame.maxY == 840)
  }

  @Test func appleTVHasNoKeyboardToShow() {
    var state = Fixtures.state()
    state.device = Fixtures.device("Apple TV")
    let after = state.after(.toggleKeyboard)
    #expect(!after.showsKeyboard)
    #expect(after.notice == "Apple TV has no software keyboard")
  }

  @Test func statusLineNamesTheSplitAndTheKeyboard() {
    let state = ipad().after(.nextSplit, .nextSplit, .nextSplit, .toggleKeyboard)
    let parts = StatusLine.variantParts(of: state)
    #expect(parts.contains("1/3 Split View 375 pt"))
    #expect(parts.contains("keyboard 418 pt"))
    #expect(parts.contains("C/R"))
  }
}
