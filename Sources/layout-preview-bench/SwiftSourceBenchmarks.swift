import Foundation
import LayoutEngine
import LayoutMapping
import LayoutReading
import SwiftSource

/// Reading a SwiftUI file, stage by stage: reading the file, parsing it with swift-syntax,
/// evaluating its preview statically into the intermediate tree, mapping that onto the
/// vocabulary and laying it out; then the whole path of a `.swift` file to frames. Each figure is
/// the median wall-clock time and the median CPU time of this thread (on a loaded machine the
/// wall clock measures the queue for a core, the CPU time the work).
enum SwiftSourceBenchmarks {
  static func run(measure: Measure, report: Report) {
    let text = GeneratedSwiftUI.source(lines: 1000)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let name = "swift source \(lines) lines"
    guard report.wants(name) else { return }
    let path = NSTemporaryDirectory() + "layout-preview-bench-\(getpid())/Generated.swift"
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    let file = SwiftFile(lenientlyParsing: path, text: text)
    let program = SwiftProgram(main: file)
    let preview = program.previews[0]
    let evaluation = program.evaluate(preview)
    let tree = program.mapped(evaluation, of: preview)
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    let nodes = LayoutEngine.layout(tree.body, in: context).nodes.count

    let stages: [(String, () -> Void)] = [
      ("read", { consume(try? LayoutFileSource.bytes(at: path)) }),
      ("parse", { consume(SwiftFile(lenientlyParsing: path, text: text)) }),
      ("evaluate", { consume(SwiftProgram(main: file).evaluate(preview)) }),
      ("map onto the vocabulary", { consume(program.mapped(evaluation, of: preview)) }),
      ("layout (\(nodes) nodes)", { consume(LayoutEngine.layout(tree.body, in: context)) }),
      (
        "read + parse + evaluate + map + layout",
        {
          ParsedFiles.shared.forget(path)
          let documents = try? LayoutReader.load(path: path)
          consume(documents.map { LayoutEngine.layout($0[0].body, in: context) })
        }
      ),
    ]
    for (stage, body) in stages {
      let wall = measure.median(body)
      let cpu = cpuMedian(runs: measure.runs, body)
      print("\(name): \(stage): \(format3(wall)) ms, CPU \(format3(cpu)) ms")
    }
  }
}

extension SwiftSourceBenchmarks {
  /// The median CPU time of this thread over `runs` calls of `body`, in milliseconds, after one
  /// warm-up.
  static func cpuMedian(runs: Int, _ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
    body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = now()
      body()
      samples.append(now() - start)
    }
    samples.sort()
    return samples[samples.count / 2]
  }
}
