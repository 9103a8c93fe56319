import Testing
import Wireframe

@testable import Preview

/// The composed screen at several terminal sizes: its size, the status and hint lines, the
/// banner, the panels and the too-small message. Never the wireframe's own cells.
@Suite struct ScreenComposerTests {
  /// The composed canvas of `state`.
  func compose(_ state: PreviewState, glyphs: GlyphSet = .unicode) -> Canvas {
    ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: glyphs)
  }

  @Test(arguments: [(120, 40), (80, 24), (200, 60), (40, 12), (30, 10), (10, 3)])
  func canvasIsExactlyTheTerminalSize(columns: Int, rows: Int) {
    let canvas = compose(Fixtures.state(columns: columns, rows: rows))
    #expect(canvas.columns == columns)
    #expect(canvas.rows == rows)
  }

  @Test(arguments: [(120, 40), (80, 24), (200, 60), (40, 12)])
  func statusAndHintAreTheLastTwoRows(columns: Int, rows: Int) {
    let canvas = compose(Fixtures.state(columns: columns, rows: rows))
    #expect(canvas.lines[rows - 2].contains("iPhone 17 Pro"))
    #expect(canvas.lines[rows - 2].contains("· portrait · "))
    #expect(canvas.lines[rows - 1].hasPrefix("? help  r rotate  +/- text"))
    for x in 0..<columns {
      #expect(canvas[x, rows - 2].role == .status)
      #expect(canvas[x, rows - 1].role == .hint)
    }
  }

  @Test func statusLineDescribesTheVariant() {
    let canvas = compose(Fixtures.state(columns: 120, rows: 40))
    #expect(
      canvas.lines[38] == "sign-in.yaml 1/3 · iPhone 17 Pro 402×874 · portrait · C/R · Large · LTR · 100%")
  }

  @Test func statusLineFollowsTheState() {
    let state = Fixtures.state(columns: 120, rows: 40).after(
      .rotate, .largerText, .toggleDirection, .zoomIn, .nextLayout)
    #expect(
      compose(state).lines[38]
        == "screen-1.yaml 2/3 · iPhone 17 Pro 874×402 · landscape left · C/C · xLarge · RTL · 100%")
    #expect(compose(Fixtures.state().after(.zoomIn)).lines[38].hasSuffix("· 150%"))
  }

  @Test func statusLineShowsTheSelection() {
    let state = Fixtures.state(columns: 200, rows: 60).after(.selectPrevious)
    let node = state.layoutResult!.node(withID: "primary")!
    let line = compose(state).lines[58]
    #expect(line.hasPrefix("Button #primary \(PreviewText.points(node.frame.minX)),"))
    #expect(
      line.contains("\(PreviewText.points(node.frame.width))×\(PreviewText.points(node.frame.height)) pt"))
    #expect(line.contains("· \(PreviewText.points(node.font!.pointSize)) pt · sign-in.yaml 1/3"))
  }

  @Test func aNarrowStatusLineKeepsTheVariantInWholeParts() {
    let line = compose(Fixtures.state(columns: 40, rows: 12)).lines[10]
    #expect(line == "iPhone 17 Pro · portrait · Large · LTR")
    let wider = compose(Fixtures.state(columns: 60, rows: 12)).lines[10]
    // Of three layouts, which one is shown comes next: `n` steps through screens alike.
    #expect(wider == "iPhone 17 Pro · portrait · Large · LTR · sign-in.yaml 1/3")
  }

  @Test func hintLineListsTheHintsThatFit() {
    let wide = compose(Fixtures.state(columns: 200, rows: 60)).lines[59]
    #expect(wide == KeyMap.hints.map(\.text).joined(separator: "  "))
    let narrow = compose(Fixtures.state(columns: 40, rows: 12)).lines[11]
    #expect(narrow.count <= 40)
    #expect(narrow == "? help  r rotate  +/- text  m mirror")
    #expect(!narrow.hasSuffix("…"))
  }

  @Test func noticeReplacesTheHintLine() {
    let canvas = compose(Fixtures.state().after(.nextTheme))
    #expect(canvas.lines[39] == "Theme: Dark")
  }

  @Test(arguments: [(30, 10), (39, 24), (80, 11)])
  func tooSmallSaysTheCurrentAndNeededSize(columns: Int, rows: Int) {
    let text = compose(Fixtures.state(columns: columns, rows: rows)).lines.joined(separator: "\n")
    #expect(text.contains("too small"))
    #expect(text.contains("\(columns)×\(rows)"))
    #expect(text.contains("40×12"))
    #expect(!text.contains("sign-in.yaml"))
  }

  @Test func enlargingRecoversFromTooSmall() {
    let state = Fixtures.state(columns: 30, rows: 10).after(.resize(columns: 80, rows: 24))
    let canvas = compose(state)
    #expect(canvas.lines[22].hasPrefix("sign-in.yaml"))
    #expect(!canvas.lines.joined().contains("too small"))
  }

  @Test func helpListsEverySummaryAt200x60() {
    let text = compose(Fixtures.state(columns: 200, rows: 60).after(.toggleHelp)).lines.joined(
      separator: "\n")
    for binding in KeyMap.bindings { #expect(text.contains(binding.summary), "\(binding.summary)") }
  }

  @Test func helpIsABorderedPanelThatFitsSmallTerminals() {
    let canvas = compose(Fixtures.state(columns: 40, rows: 12).after(.toggleHelp))
    #expect(canvas.lines.contains { $0.contains("┌") && $0.contains("Keys") })
    #expect(canvas.lines[10].hasPrefix("iPhone 17 Pro"))
    #expect((0..<40).contains { canvas[$0, 5].role == .panel })
  }

  @Test func asciiGlyphsDrawAnAsciiBorder() {
    let canvas = compose(Fixtures.state().after(.toggleHelp), glyphs: .ascii)
    #expect(canvas.lines.contains { $0.contains("+-") })
    #expect(!canvas.lines.contains { $0.contains("┌") })
  }

  @Test func bannerShowsOnAFailedReloadAndGoesOnAGoodOne() {
    let path = "Layouts/sign-in.yaml"
    let broken = Fixtures.state().after(
      .reloaded(path: path, .failed("sign-in.yaml:4:9: unknown view \"Buton\"")))
    let canvas = compose(broken)
    #expect(canvas.lines[0] == "⚠ sign-in.yaml:4:9: unknown view \"Buton\"")
    #expect(canvas[0, 0].role == .banner)
    #expect(canvas[119, 0].role == .banner)
    let fixed = compose(broken.after(.reloaded(path: path, .document(Fixtures.document(path)))))
    #expect(!fixed.lines[0].contains("⚠"))
    #expect(fixed[0, 0].role != .banner)
  }

  @Test func bannerIsSanitizedAndCut() {
    let message = "bad\u{1B}[2J:1:1: " + String(repeating: "x", count: 200)
    let state = Fixtures.state(columns: 80, rows: 24).after(
      .reloaded(path: "Layouts/sign-in.yaml", .failed(message)))
    let lines = compose(state).lines
    #expect(!lines[0...2].joined().unicodeScalars.contains { $0.value == 0x1B })
    #expect(lines[2].count == 80)
    #expect(lines[2].hasSuffix("…"))
    #expect(compose(state)[0, 3].role != .banner)
  }

  /// A message longer than the width wraps between words onto a second row, so its suggestion
  /// is read whole at 80 columns.
  @Test func bannerWrapsSoTheSuggestionShows() {
    let message =
      "settings.yaml:12:15: error: unknown text style 'headlin' for font; did you mean 'headline'?"
    let state = Fixtures.state(columns: 80, rows: 24).after(
      .reloaded(path: "Layouts/sign-in.yaml", .failed(message)))
    let canvas = compose(state)
    #expect(canvas.lines[0].hasPrefix("⚠ settings.yaml:12:15: error: unknown text style"))
    #expect(
      canvas.lines[0...1].joined(separator: " ").hasSuffix("did you mean 'headline'?"),
      "\(canvas.lines[0...1])")
    #expect(canvas[79, 1].role == .banner)
    #expect(canvas[0, 2].role != .banner)
  }

  @Test func missingFileShowsInTheBanner() {
    let state = Fixtures.state().after(.reloaded(path: "Layouts/sign-in.yaml", .missing))
    #expect(compose(state).lines[0].contains("deleted"))
  }

  @Test func pickerShowsTheFilterAndTheMatches() {
    let state = Fixtures.state().after(
      .openDevicePicker, .pickerInput("w"), .pickerInput("a"), .pickerInput("t"))
    let canvas = compose(state)
    let text = canvas.lines.joined(separator: "\n")
    #expect(text.contains("Device: wat▏"))
    #expect(text.contains("Apple Watch Series 4 44mm"))
    #expect(!text.contains("iPhone 17 Pro Max"))
    let row = canvas.lines.firstIndex { $0.contains("Apple Watch Ultra 3 49mm") }!
    #expect((0..<120).contains { canvas[$0, row].role == .selection })
  }

  @Test func pickerScrollsToTheHighlightedDevice() {
    let current = Fixtures.devices.firstIndex { $0.name == "iPhone 17 Pro" }!
    let state = Fixtures.state(columns: 80, rows: 24).after(.openDevicePicker, .pickerMove(-(current + 1)))
    let canvas = compose(state)
    let row = canvas.lines.firstIndex { $0.contains("Mac settings window") }
    #expect(row != nil)
    #expect(row.map { r in (0..<80).contains { canvas[$0, r].role == .selection } } == true)
  }

  @Test func layoutStringsAreSanitized() {
    let path = "Layouts/evil\u{7}.yaml"
    var state = Fixtures.state()
    state.layouts = [LayoutSlot(path: path, load: .document(Fixtures.document(path)))]
    #expect(!compose(state).lines[38].unicodeScalars.contains { $0.value == 0x07 })
  }

  @Test func aFileThatNeverLoadedShowsItsErrorAndTheDevice() {
    var state = Fixtures.state()
    state.layouts = [LayoutSlot(path: "Layouts/new.yaml", load: .failed("new.yaml:1:1: empty file"))]
    let canvas = compose(state)
    #expect(canvas.lines[0] == "⚠ new.yaml:1:1: empty file")
    #expect(canvas.lines[38].hasPrefix("new.yaml 1/1 · iPhone 17 Pro"))
  }
}
