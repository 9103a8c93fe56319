import LayoutEngine
import SwiftSource

/// Reading a SwiftUI file: parsing with swift-syntax, then evaluating its preview statically into
/// the intermediate tree (the mapping onto the engine's tree and layout come later).
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
  }
}
