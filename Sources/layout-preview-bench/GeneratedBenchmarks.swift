import LayoutEngine

/// Layout of synthetic trees of known size: linear growth is the property to watch.
enum GeneratedBenchmarks {
  static func run(measure: Measure, report: Report) {
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    for target in [1_000, 10_000, 100_000] {
      let name = "generated list \(target)"
      guard report.wants(name) else { continue }
      let tree = GeneratedTrees.list(nodeCount: target)
      let ms = measure.median { consume(LayoutEngine.layout(tree, in: context)) }
      report.line("\(name) (\(tree.nodeCount) nodes)", ms)
    }
    guard report.wants("deep") else { return }
    let deep = GeneratedTrees.deep(depth: 1000)
    let ms = measure.median { consume(LayoutEngine.layout(deep, in: context)) }
    report.line("chain 1,000 levels deep (\(deep.nodeCount) nodes)", ms)
  }
}
