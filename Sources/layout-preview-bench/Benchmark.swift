import LayoutEngine

/// `layout-preview-bench`: medians of the layout engine's hot paths.
@main
struct Benchmark {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let runs = arguments.first.flatMap(Int.init) ?? 7
    let filter = arguments.dropFirst().first
    func wanted(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
    let measure = Measure(runs: runs)
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    print("benchmark (median of \(runs) runs, release build recommended)")
    for target in [1_000, 10_000, 100_000] {
      guard wanted("list \(target)") else { continue }
      let tree = GeneratedTrees.list(nodeCount: target)
      let ms = measure.median { consume(LayoutEngine.layout(tree, in: context)) }
      print("generated list, \(tree.nodeCount) nodes: \(ms) ms")
    }
    guard wanted("deep") else { return }
    let deep = GeneratedTrees.deep(depth: 1000)
    let ms = measure.median { consume(LayoutEngine.layout(deep, in: context)) }
    print("chain 1,000 levels deep, \(deep.nodeCount) nodes: \(ms) ms")
  }
}
