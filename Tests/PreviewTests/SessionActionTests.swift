import Testing

@testable import Preview

/// Help, quit and terminal resizes.
@Suite struct SessionActionTests {
  @Test func helpToggles() {
    let state = Fixtures.state()
    #expect(state.after(.toggleHelp).overlay == .help(HelpView()))
    #expect(state.after(.toggleHelp, .toggleHelp).overlay == .none)
  }

  @Test func quitSetsTheFlag() {
    #expect(!Fixtures.state().shouldQuit)
    #expect(Fixtures.state().after(.quit).shouldQuit)
  }

  @Test func resizeTakesTheNewSize() {
    let state = Fixtures.state().after(.resize(columns: 100, rows: 30))
    #expect(state.terminalColumns == 100)
    #expect(state.terminalRows == 30)
    #expect(state.fitsTerminal)
  }

  @Test func resizeBelowTheMinimumAndBack() {
    let small = Fixtures.state().after(.resize(columns: 39, rows: 12))
    #expect(!small.fitsTerminal)
    #expect(!Fixtures.state().after(.resize(columns: 40, rows: 11)).fitsTerminal)
    #expect(small.after(.resize(columns: 40, rows: 12)).fitsTerminal)
  }

  @Test func resizeClampsBogusSizes() {
    let state = Fixtures.state().after(.resize(columns: -5, rows: 1_000_000))
    #expect(state.terminalColumns == 0)
    #expect(state.terminalRows == PreviewState.maximumTerminalSide)
  }

  @Test func resizeKeepsTheNotice() {
    let state = Fixtures.state().after(.nextTheme, .resize(columns: 90, rows: 30))
    #expect(state.notice == "Theme: Dark")
  }

  @Test func aNoticeLastsOneAction() {
    #expect(Fixtures.state().after(.nextTheme, .toggleHelp).notice == nil)
  }
}
