import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Preview
import Wireframe

/// `layout-preview-bench file PATH [RUNS]`: what `render` and the session spend on one layout
/// file, stage by stage, in CPU time (docs/Performance.md; `Scripts/make-large-layout.py`
/// writes a 100,000-node file).
///
/// `render`'s stages as the command runs them on an iPhone 17 Pro at 80 columns: reading the bytes,
/// parsing (UTF-8 check, YAML budget, composing, reading into view nodes), layout and drawing,
/// then the whole path. Then keystrokes in the session at 120x40 and 200x60, each from the
/// key's action to the composed screen: `j` and `k` by turns while the whole device fits the pane
/// (the scroll view scrolls: its content moves), the same with `fit` width (the view moves over
/// the device), and repainting the unchanged state.
enum FileBenchmarks {
  static func run(_ arguments: [String]) -> Int32 {
    guard let path = arguments.first, arguments.count <= 2 else {
      print("usage: layout-preview-bench file PATH [RUNS]")
      return 64
    }
    let measure = Measure(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 7)
    let document: LayoutDocument
    do {
      document = try LayoutFileParser.load(path: path)
    } catch {
      print("error: \(error)")
      return 65
    }
    guard let device = try? DeviceCatalog.standard.device(named: "iPhone 17 Pro") else { return 69 }
    let screen = device.screen(.portrait)
    let context = screen.context()
    let result = LayoutEngine.layout(document.body, in: context)
    print("\(path): \(result.nodes.count) placed nodes; CPU time, median of \(measure.runs) runs")
    let bytes = measure.cpuMedian { consume(try? LayoutFileSource.bytes(at: path)) }
    line("render: read the file", bytes)
    let parse = measure.cpuMedian { consume(try? LayoutFileParser.load(path: path)) }
    line("render: read + parse (YAML, view nodes)", parse)
    let layout = measure.cpuMedian { consume(LayoutEngine.layout(document.body, in: context)) }
    line("render: layout", layout)
    let draw = measure.cpuMedian { consume(Wireframe.render(result, on: screen, width: 80)) }
    line("render: draw at 80 columns", draw)
    let whole = measure.cpuMedian {
      guard let read = try? LayoutFileParser.load(path: path) else { return }
      let laidOut = LayoutEngine.layout(read.body, in: context)
      consume(PlainTextOutput.render(Wireframe.render(laidOut, on: screen, width: 80)))
    }
    line("render: whole (read, parse, layout, draw, text)", whole)
    keystrokes(document, path: path, device: device, measure: measure)
    return 0
  }

  /// The session's keystrokes on `document`: each a fresh state's `applying` plus the composed
  /// screen, as the loop runs them.
  private static func keystrokes(_ document: LayoutDocument, path: String, device: Device, measure: Measure) {
    let environment = PreviewEnvironment(devices: DeviceCatalog.standard.devices, themeNames: ["dark"])
    for (columns, rows) in [(120, 40), (200, 60)] {
      let slot = LayoutSlot(path: path, load: .document(document))
      var state = PreviewState(layouts: [slot], device: device, terminalColumns: columns, terminalRows: rows)
      // Scrolled some way in, so content lies above and below the pane.
      state = state.applying(.scroll(pages: 20), in: environment)
      let size = "\(columns)x\(rows)"
      consume(ScreenComposer.compose(state, environment: environment, glyphs: .unicode))
      let scroll = measure.cpuMedian(keys(from: state, environment: environment))
      line("keystroke j/k, scroll view scrolls (content moves), \(size)", scroll)
      let repaint = measure.cpuMedian {
        consume(ScreenComposer.compose(state, environment: environment, glyphs: .unicode))
      }
      line("repaint, nothing changed, \(size)", repaint)
      var wide = state.applying(.toggleFit, in: environment)
      wide = wide.applying(.scroll(pages: 2), in: environment)
      consume(ScreenComposer.compose(wide, environment: environment, glyphs: .unicode))
      let move = measure.cpuMedian(keys(from: wide, environment: environment))
      line("keystroke j/k, fit width (the view moves), \(size)", move)
    }
  }

  /// One keystroke a call, as the session runs them: `j` and `k` by turns from `state`, each
  /// applied to the state the last one left and composed, so the layout the previous screen
  /// was drawn from is the one remembered (the key before composed it).
  private static func keys(from state: PreviewState, environment: PreviewEnvironment) -> () -> Void {
    var current = state
    var down = true
    return {
      current = current.applying(.scroll(pages: down ? 0.25 : -0.25), in: environment)
      down.toggle()
      consume(ScreenComposer.compose(current, environment: environment, glyphs: .unicode))
    }
  }

  private static func line(_ name: String, _ milliseconds: Double) {
    print("\(name): \(format3(milliseconds)) ms")
  }
}
