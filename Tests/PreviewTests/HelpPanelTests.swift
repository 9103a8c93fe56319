import Testing
import Wireframe

@testable import Preview

/// The help at any size: it scrolls through every binding, filters by key or words, takes two
/// columns when wide, and keeps the screen behind it still.
@Suite struct HelpPanelTests {
  func compose(_ state: PreviewState) -> Canvas {
    ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
  }

  /// At 80x24 paging down through the help shows every binding's summary on some page.
  @Test func pagingThroughTheHelpAt80x24ShowsEveryBinding() throws {
    var state = Fixtures.state(columns: 80, rows: 24).after(.toggleHelp)
    var seen = compose(state).lines.joined(separator: "\n")
    #expect(seen.contains("1-"), "the footer says which rows show")
    for _ in 0..<10 {
      state = state.after(.helpPage(1))
      seen += compose(state).lines.joined(separator: "\n")
    }
    for binding in KeyMap.bindings {
      let shown = DisplayWidth.prefix(binding.summary, fitting: 40)
      #expect(seen.contains(shown), "\(binding.summary)")
    }
    // Paging past the end stops at the last page: one page up leaves it.
    guard case .help(let last) = state.overlay else { throw HelpClosed() }
    let count = HelpPanel.rowsOfBindings(filter: "", columns: 80).count
    #expect(last.offset == count - HelpPanel.visibleRows(paneRows: 22))
    guard case .help(let up) = state.after(.helpPage(-1)).overlay else { throw HelpClosed() }
    #expect(up.offset == max(0, last.offset - HelpPanel.visibleRows(paneRows: 22)))
  }

  /// Keys on an open help act on the help, not the session: the device and layout stay.
  @Test func keysDoNotReachTheScreenBehindTheHelp() {
    let state = Fixtures.state(columns: 80, rows: 24).after(.toggleHelp)
    var next = state
    for key in [Key.pageDown, .character("d"), .character("j"), .tab] {
      if let action = KeyMap.action(for: key, overlay: next.overlay) { next = next.after(action) }
    }
    #expect(next.layoutIndex == state.layoutIndex)
    #expect(next.device.name == state.device.name)
    #expect(next.selection == nil)
  }

  /// Typing filters by a key or by words; Esc clears the filter, then closes.
  @Test func typingFiltersByKeyOrWords() {
    let byKey = Fixtures.state(columns: 80, rows: 24).after(.toggleHelp, .helpInput("/"), .helpInput("m"))
    let keyText = compose(byKey).lines.joined(separator: "\n")
    #expect(keyText.contains("mirror: left-to-right"))
    #expect(!keyText.contains("next device"))
    let byWords = Fixtures.state(columns: 80, rows: 24).after(
      .toggleHelp, .helpInput("d"), .helpInput("e"), .helpInput("v"))
    let wordText = compose(byWords).lines.joined(separator: "\n")
    #expect(wordText.contains("next device"))
    #expect(wordText.contains("Filter: dev"))
    #expect(!wordText.contains("mirror:"))
    let cleared = byWords.after(.helpEscape)
    #expect(cleared.overlay == .help(HelpView()))
    #expect(cleared.after(.helpEscape).overlay == .none)
  }

  /// Wide enough (200 columns), the groups sit in two columns, so the whole help needs about
  /// half the rows.
  @Test func twoColumnsWhenWide() {
    let narrow = HelpPanel.rowsOfBindings(filter: "", columns: 120)
    let wide = HelpPanel.rowsOfBindings(filter: "", columns: 200)
    #expect(wide.count < narrow.count * 2 / 3)
    let text = compose(Fixtures.state(columns: 200, rows: 60).after(.toggleHelp)).lines.joined(
      separator: "\n")
    for binding in KeyMap.bindings { #expect(text.contains(binding.summary), "\(binding.summary)") }
  }

  /// A click on a hint runs its key; a click on the status line does nothing.
  @Test func hintsAreClickable() {
    let state = Fixtures.state(columns: 80, rows: 24)
    let line = compose(state).lines[23]
    let column = line.distance(from: line.startIndex, to: line.range(of: "r rotate")!.lowerBound)
    #expect(state.after(.click(column: column + 2, row: 23)).orientation == .landscapeLeft)
    let help = line.distance(from: line.startIndex, to: line.range(of: "? help")!.lowerBound)
    #expect(state.after(.click(column: help, row: 23)).overlay == .help(HelpView()))
    #expect(state.after(.click(column: column, row: 22)) == state.after(.clearSelection))
  }
}

/// The help closed where it should have stayed open.
struct HelpClosed: Error {}
