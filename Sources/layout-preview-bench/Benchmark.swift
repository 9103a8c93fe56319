import LayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `layout-preview-bench [RUNS] [FILTER]`: medians of the hot paths, from the package root;
/// `layout-preview-bench tree FILE RUNS FRAMES`: one tree of the side-by-side benchmark;
/// `layout-preview-bench file PATH [RUNS]`: `render` and the session on one layout file;
/// `layout-preview-bench project PATH [RUNS]`: a Swift file read in its project, cold and after a save;
/// `layout-preview-bench accuracy [PER_KIND]`: `check`'s precision and recall on seeded defects.
///
/// Layout of each sample and of generated trees, rendering of every variant of a sample, and the
/// interactive session's time from a key to a composed screen. Figures go in docs/Performance.md.
@main
struct Benchmark {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "tree" { exit(SideBySide.run(Array(arguments.dropFirst()))) }
    if arguments.first == "file" { exit(FileBenchmarks.run(Array(arguments.dropFirst()))) }
    if arguments.first == "project" { exit(ProjectBenchmarks.run(Array(arguments.dropFirst()))) }
    if arguments.first == "accuracy" { exit(AccuracyBenchmarks.run(Array(arguments.dropFirst()))) }
    let runs = arguments.first.flatMap(Int.init) ?? 7
    let filter = arguments.dropFirst().first
    let report = Report(filter: filter)
    let measure = Measure(runs: runs)
    print("benchmark (median of \(runs) runs, release build recommended)")
    SampleBenchmarks.layout(measure: measure, report: report)
    GeneratedBenchmarks.run(measure: measure, report: report)
    RetainedBenchmarks.run(runs: runs, report: report)
    GridBenchmarks.run(measure: measure, report: report)
    SampleBenchmarks.variantMatrix(measure: Measure(runs: min(runs, 3)), report: report)
    CheckBenchmarks.run(measure: Measure(runs: min(runs, 3)), report: report)
    SessionBenchmarks.run(measure: measure, report: report)
    SwiftSourceBenchmarks.run(measure: measure, report: report)
  }
}

/// Prints one figure per line and skips the figures the filter leaves out.
struct Report {
  var filter: String?

  /// Whether the figure called `name` is wanted: its name contains the filter, or, for a filter
  /// ending in "$", ends with the rest (`"generated list 10000$"` leaves out the 100000 list).
  func wants(_ name: String) -> Bool {
    guard let filter else { return true }
    if filter.hasSuffix("$") { return name.hasSuffix(filter.dropLast()) }
    return name.contains(filter)
  }

  /// Prints `name: value unit`, milliseconds with three decimals.
  func line(_ name: String, _ milliseconds: Double) {
    print("\(name): \(String(format3(milliseconds))) ms")
  }
}

/// A number with three decimals, without Foundation.
func format3(_ value: Double) -> String {
  let thousandths = Int((value * 1000).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
