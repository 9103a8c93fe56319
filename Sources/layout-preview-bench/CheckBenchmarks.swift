import Audit
import Dispatch
import Foundation
import LayoutEngine
import LayoutFile
import LayoutReading
import SwiftSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `check` of every sample in `Layouts/` (layout files and the previews of the Swift files, read
/// as `check Layouts` reads them) over the default matrix (every iPhone and iPad, 3
/// orientations, 12 text sizes, the files' languages in both directions), and of one sample
/// alone: wall time, the process's CPU time over it (more than the wall time when both cores
/// work), and layouts and variants per second. Distinct layouts are what is computed; variants
/// share them (`SceneKey`, `LayoutContext`). And a ZStack of 10,000 overlapping buttons over the
/// default matrix, narrowed to the work budget (issue 30's "under 5 s").
enum CheckBenchmarks {
  static func run(measure: Measure, report: Report) {
    let all = "check Layouts default matrix"
    let one = "check sample sign-in default matrix"
    let scale = "check ZStack of 10000 buttons default matrix"
    if report.wants(scale) { figure(scale, [overlappingButtons(10_000)], measure: measure) }
    guard report.wants(all) || report.wants(one) else { return }
    let inputs = samples()
    guard !inputs.isEmpty else {
      print("\(all): samples not found (run from the package root)")
      return
    }
    if report.wants(all) {
      let files = Set(inputs.map(\.file)).count
      figure("\(all) (\(files) files, \(inputs.count) previews)", inputs, measure: measure)
    }
    if report.wants(one) {
      figure(one, inputs.filter { $0.file.hasSuffix("/sign-in.yaml") }, measure: measure)
    }
  }

  /// Issue 30's case: a ZStack of `count` buttons, each over the others, which the default
  /// matrix checks within the work budget (`WorkBudget`) on a narrowed matrix.
  static func overlappingButtons(_ count: Int) -> Checker.Input {
    let yaml =
      "body:\n  ZStack:\n    content:\n"
      + (0..<count).map { "      - Button: Button \($0)" }.joined(separator: "\n") + "\n"
    let body =
      (try? LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "buttons.yaml").body) ?? ViewNode(.text(""))
    return Checker.Input(file: "buttons.yaml", body: body)
  }

  /// The files of `Layouts/`, each preview of a Swift file an input of its own, as `check` reads
  /// them (`LayoutReader`).
  static func samples() -> [Checker.Input] {
    let folder = "Layouts"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.sorted().filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }.flatMap { name in
      let path = folder + "/" + name
      let documents = (try? LayoutReader.load(path: path)) ?? []
      return documents.map { Checker.Input(file: path, body: $0.body, traits: $0.traits) }
    }
  }

  /// Prints the median wall time of checking `inputs`, the CPU time of that run, and the rates.
  static func figure(_ name: String, _ inputs: [Checker.Input], measure: Measure) {
    var reports: [FileReport] = []
    var cpu: [Double] = []
    let ms = measure.median {
      let start = processCPU()
      reports = waitForCheck(inputs)
      cpu.append(processCPU() - start)
    }
    // The first call was the warm-up; the median of the measured runs' CPU times.
    let measured = cpu.dropFirst().sorted()
    let cpuMs = measured[measured.count / 2]
    let layouts = reports.map(\.layoutCount).reduce(0, +)
    let variants = reports.map(\.variantCount).reduce(0, +)
    print(
      "\(name): \(format3(ms)) ms wall, \(format3(cpuMs)) ms CPU (\(format2(cpuMs / ms)) cores); "
        + "\(layouts) layouts, \(Int(Double(layouts) / ms * 1000)) layouts/s; "
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

  /// The CPU time of the whole process (every thread, user and system) so far, in milliseconds.
  static func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
  }
}

/// A number with two decimals.
func format2(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = String(hundredths % 100)
  return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
}
