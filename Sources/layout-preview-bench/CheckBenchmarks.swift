import Audit
import Dispatch

/// `check` of every sample over the default matrix (every iPhone and iPad, 3 orientations, 12
/// text sizes, the files' languages in both directions): wall time, and layouts and variants
/// per second. Distinct layouts are what is computed; variants share them (`SceneKey`).
enum CheckBenchmarks {
  static func run(measure: Measure, report: Report) {
    let name = "check samples default matrix"
    guard report.wants(name) else { return }
    let inputs = SampleBenchmarks.names.compactMap { sample in
      SampleBenchmarks.document(sample).map { Checker.Input(file: sample, body: $0.body) }
    }
    guard !inputs.isEmpty else {
      print("\(name): samples not found (run from the package root)")
      return
    }
    var reports: [FileReport] = []
    let ms = measure.median { reports = waitForCheck(inputs) }
    let layouts = reports.map(\.layoutCount).reduce(0, +)
    let variants = reports.map(\.variantCount).reduce(0, +)
    print(
      "\(name): \(format3(ms)) ms; \(layouts) layouts, \(Int(Double(layouts) / ms * 1000)) layouts/s; "
        + "\(variants) variants, \(Int(Double(variants) / ms * 1000)) variants/s")
  }

  /// The reports of `inputs`, waited for on this thread while the check runs on the cores.
  private static func waitForCheck(_ inputs: [Checker.Input]) -> [FileReport] {
    nonisolated(unsafe) var reports: [FileReport] = []
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      reports = await Checker.check(inputs, matrix: .standard())
      done.signal()
    }
    done.wait()
    return reports
  }
}
