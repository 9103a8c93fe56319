import Devices
import LayoutEngine
import Testing
import Wireframe

@testable import Preview

/// Every line of the session that shows outside text (file names, ids, layout text, error
/// messages, typed filters, device names) shows its controls as visible stand-ins, and no cell
/// of the screen holds a control or bidi formatting character.
@Suite("Hostile text in the session")
struct HostileTextSessionTests {
  /// ESC + CSI (clear screen), OSC 0 (set the window title, ended by BEL), C1 CSI (U+009B),
  /// the override RLO (U+202E) and the isolate LRI (U+2066).
  static let hostile = "a\u{1B}[2J\u{1B}]0;PWNED\u{7}b\u{9B}31m\u{202E}c\u{2066}d"
  /// How the status line, banners and labels show it.
  static let shown = "a\u{241B}[2J\u{241B}]0;PWNED\u{2407}b\u{FFFD}31m\u{FFFD}c\u{FFFD}d"

  func compose(_ state: PreviewState) -> Canvas {
    ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
  }

  /// Expects no cell of `canvas` to hold an unsafe scalar.
  func expectNoUnsafeCell(_ canvas: Canvas, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let unsafe = canvas.cells.flatMap { $0.character.unicodeScalars.filter(Sanitizer.isUnsafe) }
    #expect(unsafe.isEmpty, sourceLocation: sourceLocation)
  }

  /// A session on one layout at `path` whose only text and id are the hostile text.
  func state(path: String = "Layouts/x.yaml", columns: Int = 200) -> PreviewState {
    let body = ViewNode(
      .vStack(alignment: .center, spacing: 0), children: [ViewNode(.text(Self.hostile), id: Self.hostile)])
    var state = Fixtures.state(columns: columns, rows: 60)
    state.layouts = [LayoutSlot(path: path, load: .document(Fixtures.document(path, body: body)))]
    return state
  }

  @Test("a file name in the status line")
  func fileNameInTheStatusLine() {
    let canvas = compose(state(path: "Layouts/\(Self.hostile).yaml"))
    #expect(canvas.lines[58].hasPrefix("\(Self.shown).yaml 1/1 · iPhone 17 Pro"))
    expectNoUnsafeCell(canvas)
  }

  @Test("a deleted file's name and a diagnostic in the banner")
  func banners() {
    let path = "Layouts/\(Self.hostile).yaml"
    let deleted = state(path: path).after(.reloaded(path: path, .missing))
    #expect(compose(deleted).lines[0].hasPrefix("⚠ Layouts/\(Self.shown).yaml: the file was deleted"))
    expectNoUnsafeCell(compose(deleted))
    let failed = state(path: path).after(.reloaded(path: path, .failed("\(Self.hostile):1:1: error")))
    #expect(compose(failed).lines[0] == "⚠ \(Self.shown):1:1: error")
    expectNoUnsafeCell(compose(failed))
  }

  @Test("a selected node's id in the status line, its text in the wireframe")
  func idAndText() {
    let selected = state().after(.selectNext)
    let canvas = compose(selected)
    #expect(canvas.lines[58].hasPrefix("Text #\(Self.shown) "))
    // The wireframe applies the override and isolate (FriBidi), then removes them.
    let text = canvas.lines.first { $0.contains("PWNED") }
    #expect(text?.contains("a\u{241B}[2J\u{241B}]0;PWNED\u{2407}b\u{FFFD}31m") == true)
    expectNoUnsafeCell(canvas)
  }

  @Test("a typed device filter in the picker and in its notice")
  func pickerFilter() {
    var picking = state().after(.openDevicePicker)
    for character in Self.hostile { picking = picking.after(.pickerInput(character)) }
    // Typing drops controls; the bidi controls that remain show as U+FFFD.
    let typed = "a[2J]0;PWNEDb31m\u{FFFD}c\u{FFFD}d"
    let panel = compose(picking)
    #expect(panel.lines.contains { $0.contains("Device: \(typed)") })
    expectNoUnsafeCell(panel)
    let confirmed = picking.after(.pickerConfirm)
    #expect(compose(confirmed).lines[59] == "No device matches \"\(typed)\"")
    expectNoUnsafeCell(compose(confirmed))
  }

  @Test("a device name in the status line and as a compare label")
  func deviceName() {
    var device = Fixtures.device("iPhone 17 Pro")
    device.name = Self.hostile
    var named = state()
    named.device = device
    #expect(compose(named).lines[58].contains(" · \(Self.shown) 402×874 · "))
    expectNoUnsafeCell(compose(named))
    let compared = named.after(.nextCompareMode, .nextCompareMode, .nextCompareMode)
    #expect(compared.compare == .device)
    let environment = PreviewEnvironment(
      devices: [device, Fixtures.device("iPad Air 11-inch")], themeNames: Fixtures.environment.themeNames)
    let canvas = ScreenComposer.compose(compared, environment: environment, glyphs: .unicode)
    #expect(canvas.lines[0].contains(String(Self.shown.prefix(20))))
    expectNoUnsafeCell(canvas)
  }
}
