import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Wireframe

/// The bundled samples: layout of each, and rendering every variant of one.
enum SampleBenchmarks {
  static let names = [
    "sign-in", "settings", "photo-grid", "music-player", "messages", "contact", "photo-library", "mail",
    "inbox", "order-status",
  ]

  /// The parsed sample, read from `Layouts/` under the current directory.
  static func document(_ name: String) -> LayoutDocument? {
    try? LayoutFileParser.load(path: "Layouts/\(name).yaml")
  }

  /// Layout of each sample on iPhone 17 Pro at the default text size.
  static func layout(measure: Measure, report: Report) {
    guard let device = try? DeviceCatalog.standard.device(named: "iPhone 17 Pro") else { return }
    let context = device.screen(.portrait).context()
    for name in names where report.wants("sample \(name)") {
      guard let document = document(name) else {
        print("sample \(name): not found (run from the package root)")
        continue
      }
      let ms = measure.median { consume(LayoutEngine.layout(document.body, in: context)) }
      report.line("sample \(name) layout", ms)
    }
  }

  /// Every device x 3 orientations x 12 type sizes x 2 directions of one sample, laid out and
  /// rendered to an 80-column wireframe: what a CI job checking every variant would do.
  static func variantMatrix(measure: Measure, report: Report) {
    let name = "variant matrix sign-in"
    guard report.wants(name), let document = document("sign-in") else { return }
    var count = 0
    let ms = measure.median {
      count = 0
      for device in DeviceCatalog.standard.devices {
        for orientation in device.supportedOrientations {
          let screen = device.screen(orientation)
          for size in DynamicTypeSize.allCases {
            for direction in LayoutDirection.allCases {
              let result = LayoutEngine.layout(
                document.body, in: screen.context(dynamicTypeSize: size, layoutDirection: direction))
              consume(Wireframe.render(result, on: screen, width: 80))
              count += 1
            }
          }
        }
      }
    }
    report.line("\(name) (\(count) variants, layout + render)", ms)
  }
}
