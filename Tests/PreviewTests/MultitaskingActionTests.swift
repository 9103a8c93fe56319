import Devices
import LayoutEngine
import Testing

@testable import Preview

/// The window keys (`w`, `W`, `[`, `]`, `{`, `}`) and the keyboard key (`t`).
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

  /// `w` goes through the iPadOS 26 arrangements, then iPadOS 18's modes, and wraps.
  @Test func wCyclesEveryModeInLandscapeAndWraps() {
    let state = ipad()
    let shown = (1...8).map { count in
      (0..<count).reduce(state) { current, _ in current.after(.nextSplit) }.screen
    }
    #expect(shown.map(\.window.width) == [678, 448, 678, 981, 678, 375, 375, 1366])
    #expect(shown.map(\.window.height) == [1024, 1024, 507, 1024, 1024, 1024, 984, 1024])
    #expect(state.after(.nextSplit).notice == "1/2 window: window 678×1024 pt, R/R")
    #expect(state.after(.nextSplit, .nextSplit).notice == "1/3 window: window 448×1024 pt, C/R")
    let twoThirds = (0..<4).reduce(state) { current, _ in current.after(.nextSplit) }
    #expect(twoThirds.notice == "2/3 Split View (iPadOS 18): window 981×1024 pt, R/R")
    #expect(twoThirds.context.containerSize == Size(width: 981, height: 1024))
    #expect(state.after(.previousSplit).screen.splitMode == .slideOver)
  }

  @Test func portraitSkipsTheHalfSplit() {
    let state = ipad(.portrait)
    let modes = (1...6).map { count in
      (0..<count).reduce(state) { current, _ in current.after(.nextSplit) }.screen.splitMode
    }
    #expect(modes == [.windowHalf, .windowThird, .windowQuadrant, .twoThirds, .oneThird, .slideOver])
  }

  @Test func rotatingToPortraitInHalfSplitShowsFullScreen() {
    let half = (0..<5).reduce(ipad()) { current, _ in current.after(.nextSplit) }
    #expect(half.screen.splitMode == .half)
    let rotated = half.after(.rotate, .rotate)
    #expect(rotated.orientation == .portrait)
    #expect(rotated.screen.splitMode == .full)
  }

  /// `[` and `]` resize the window's width in 10-pt steps from the window shown, `{` and `}`
  /// its height; the size classes follow the width (compact under 678 pt), the window stops at
  /// the minimum and at the screen, and a window as large as the screen is full screen again.
  @Test func resizeKeysMakeAFreeWindow() {
    #expect(KeyMap.action(for: .character("[")) == .resizeWindow(width: -10, height: 0))
    #expect(KeyMap.action(for: .character("]")) == .resizeWindow(width: 10, height: 0))
    #expect(KeyMap.action(for: .character("{")) == .resizeWindow(width: 0, height: -10))
    #expect(KeyMap.action(for: .character("}")) == .resizeWindow(width: 0, height: 10))
    let narrower = ipad().after(.resizeWindow(width: -10, height: 0))
    #expect(narrower.screen.splitMode == .window(width: 1356, height: 1024))
    #expect(narrower.notice == "free window: window 1356×1024 pt, R/R")
    // From the 1/2 window (678 pt, regular), one step narrower is compact.
    let half = ipad().after(.nextSplit)
    #expect(half.screen.windowSizeClasses.horizontal == .regular)
    let compact = half.after(.resizeWindow(width: -10, height: 0))
    #expect(compact.screen.window.size == Size(width: 668, height: 1024))
    #expect(compact.context.horizontalSizeClass == .compact)
    #expect(compact.notice == "free window: window 668×1024 pt, C/R")
    let shorter = compact.after(.resizeWindow(width: 0, height: -10))
    #expect(shorter.context.containerSize == Size(width: 668, height: 1014))
    // Down to the minimum and no further.
    let smallest = (0..<100).reduce(compact) { state, _ in
      state.after(.resizeWindow(width: -10, height: -10))
    }
    #expect(smallest.screen.window.size == Size(width: 320, height: 320))
    #expect(smallest.notice == "free window: window 320×320 pt, C/R (the minimum window)")
    // Up to the screen, which is full screen.
    let largest = (0..<200).reduce(smallest) { state, _ in
      state.after(.resizeWindow(width: 10, height: 10))
    }
    #expect(largest.screen.splitMode == .full)
    #expect(largest.screen.window.size == Size(width: 1366, height: 1024))
    // An iPhone has no windows.
    let phone = Fixtures.state().after(.resizeWindow(width: -10, height: 0))
    #expect(phone.screen.splitMode == .full)
    #expect(phone.notice == "Windows resize on iPad only; iPhone 17 Pro shows apps full screen")
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
    let state = ipad().after(.previousSplit, .previousSplit, .toggleKeyboard)
    let parts = StatusLine.variantParts(of: state)
    #expect(parts.contains("1/3 Split View (iPadOS 18) 375×1024 pt"))
    #expect(parts.contains("keyboard 418 pt"))
    #expect(parts.contains("C/R"))
    // The window's size classes follow it, before the keyboard.
    let window = parts.firstIndex(of: "1/3 Split View (iPadOS 18) 375×1024 pt")
    #expect(window.map { parts[$0 + 1] } == "C/R")
  }
}
