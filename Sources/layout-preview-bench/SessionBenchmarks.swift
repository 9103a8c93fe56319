import Devices
import Foundation
import LayoutEngine
import LayoutReading
import Preview
import SwiftSource
import TerminalUI
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
    swiftKeystrokes(measure: measure, report: report, device: device, environment: environment)
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

  /// A keystroke on a Swift preview against the same screen from a layout file: sign-in as
  /// SwiftUI (`SignInSwiftUI`) and `Layouts/sign-in.yaml`, each loaded as the session loads it.
  private static func swiftKeystrokes(
    measure: Measure, report: Report, device: Device, environment: PreviewEnvironment
  ) {
    guard report.wants("keystroke sign-in.swift"), let yaml = SampleBenchmarks.document("sign-in") else {
      return
    }
    let folder = NSTemporaryDirectory() + "layout-preview-bench-session-\(getpid())"
    let path = folder + "/SignIn.swift"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? SignInSwiftUI.source.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard let swift = try? LayoutReader.load(path: path) else {
      print("keystroke sign-in.swift: the Swift file did not read")
      return
    }
    let context = device.screen(.portrait).context()
    let frames = { (body: ViewNode) in LayoutEngine.layout(body, in: context).nodes.map(\.frame) }
    let same = frames(swift[0].body) == frames(yaml.body)
    print("keystroke sign-in.swift: \(same ? "the same frames as" : "DIFFERENT frames from") sign-in.yaml")
    for (columns, rows) in [(120, 40), (200, 60)] {
      let slots = [
        ("sign-in.yaml", LayoutSlot(path: yaml.path, load: .document(yaml))),
        ("sign-in.swift", LayoutSlot(path: path, preview: 0, load: .previews(swift))),
      ]
      for (name, slot) in slots {
        var state = PreviewState(
          layouts: [slot], device: device, terminalColumns: columns, terminalRows: rows)
        state.applyTraits()
        let keystroke = {
          let next = state.applying(.largerText, in: environment)
          consume(ScreenComposer.compose(next, environment: environment, glyphs: .unicode))
        }
        let wall = measure.median(keystroke)
        let cpu = SwiftSourceBenchmarks.cpuMedian(runs: measure.runs, keystroke)
        print(
          "keystroke \(name) \(columns)x\(rows) (larger text: relayout and draw): \(format3(wall)) ms, "
            + "CPU \(format3(cpu)) ms")
      }
    }
    let yamlPath = "Layouts/sign-in.yaml"
    let reloads: [(String, () -> Void)] = [
      ("sign-in.yaml", { consume(LayoutLoad.read(yamlPath)) }),
      (
        "sign-in.swift",
        {
          ParsedFiles.shared.forget(path)
          consume(LayoutLoad.read(path))
        }
      ),
    ]
    for (name, body) in reloads {
      let wall = measure.median(body)
      let cpu = SwiftSourceBenchmarks.cpuMedian(runs: measure.runs, body)
      print(
        "reload on save \(name) (read, parse, evaluate, map): \(format3(wall)) ms, CPU \(format3(cpu)) ms")
    }
  }
}
