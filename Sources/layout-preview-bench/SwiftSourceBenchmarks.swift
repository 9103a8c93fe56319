import Foundation
import LayoutEngine
import SwiftSource

/// Reading a SwiftUI file: parsing with swift-syntax, then evaluating its preview statically into
/// the intermediate tree, mapping it onto the vocabulary and laying it out: the whole path of a
/// `.swift` file to frames.
enum SwiftSourceBenchmarks {
  static func run(measure: Measure, report: Report) {
    let text = GeneratedSwiftUI.source(lines: 1000)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    guard report.wants("swift source \(lines) lines") else { return }
    var views = 0
    let parse = measure.median { consume(SwiftFile(lenientlyParsing: "Generated.swift", text: text)) }
    let file = SwiftFile(lenientlyParsing: "Generated.swift", text: text)
    let evaluate = measure.median {
      let program = SwiftProgram(main: file)
      consume(program.evaluate(program.previews[0]))
    }
    let total = measure.median {
      let program = SwiftProgram(main: SwiftFile(lenientlyParsing: "Generated.swift", text: text))
      let evaluation = program.evaluate(program.previews[0])
      views = evaluation.views.count
      consume(evaluation)
    }
    let program = SwiftProgram(main: file)
    let map = measure.median { consume(program.tree(of: program.previews[0])) }
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    var nodes = 0
    let whole = measure.median {
      let program = SwiftProgram(main: SwiftFile(lenientlyParsing: "Generated.swift", text: text))
      let tree = program.tree(of: program.previews[0])
      let result = LayoutEngine.layout(tree.body, in: context)
      nodes = result.nodes.count
      consume(result)
    }
    report.line("swift source \(lines) lines: parse", parse)
    report.line("swift source \(lines) lines: evaluate", evaluate)
    report.line("swift source \(lines) lines: parse + evaluate (\(views) root view)", total)
    report.line("swift source \(lines) lines: evaluate + map onto the vocabulary", map)
    report.line("swift source \(lines) lines: parse + evaluate + map + layout (\(nodes) nodes)", whole)
    // On a loaded machine the wall clock measures the queue for a core; the thread's CPU time
    // measures the work.
    let cpu = cpuMedian(runs: measure.runs) {
      let program = SwiftProgram(main: SwiftFile(lenientlyParsing: "Generated.swift", text: text))
      consume(LayoutEngine.layout(program.tree(of: program.previews[0]).body, in: context))
    }
    report.line("swift source \(lines) lines: parse + evaluate + map + layout, CPU time", cpu)
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
