import Devices
import LayoutEngine
import Preview
import Wireframe

/// The interactive session without a terminal: from a key's action to the composed screen.
enum SessionBenchmarks {
  static func run(measure: Measure, report: Report) {
    let devices = DeviceCatalog.standard.devices
    let environment = PreviewEnvironment(devices: devices, themeNames: ["dark"])
    guard let device = try? DeviceCatalog.standard.device(named: "iPhone 17 Pro") else { return }
    for (columns, rows) in [(120, 40), (200, 60)] {
      for name in SampleBenchmarks.names {
        let label = "keystroke \(name) \(columns)x\(rows)"
        guard report.wants(label), let document = SampleBenchmarks.document(name) else { continue }
        let slot = LayoutSlot(path: document.path, load: .document(document))
        let state = PreviewState(
          layouts: [slot], device: device, terminalColumns: columns, terminalRows: rows)
        // One keystroke: larger text (a relayout) then composing the whole screen.
        let ms = measure.median {
          let next = state.applying(.largerText, in: environment)
          consume(ScreenComposer.compose(next, environment: environment, glyphs: .unicode))
        }
        report.line(label, ms)
      }
    }
    let label = "repaint 200x60 messages"
    guard report.wants(label), let document = SampleBenchmarks.document("messages") else { return }
    let slot = LayoutSlot(path: document.path, load: .document(document))
    let state = PreviewState(layouts: [slot], device: device, terminalColumns: 200, terminalRows: 60)
    let frames = 100
    let ms = measure.median {
      for _ in 0..<frames {
        consume(ScreenComposer.compose(state, environment: environment, glyphs: .unicode))
      }
    }
    print("\(label): \(format3(ms / Double(frames))) ms a frame, \(Int(1000 * Double(frames) / ms)) frames/s")
  }
}
