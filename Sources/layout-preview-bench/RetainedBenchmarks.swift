import LayoutEngine

/// `RetainedLayout` against a full layout on the generated lists: the same tree laid out again,
/// and one leaf's text changed, in the process's CPU time (a loaded machine's waits left out).
///
/// Each edit run lays out a tree that differs from the last in one text (the middle row's title,
/// changed back and forth), and drops the result before the next, as the session does. Two
/// edits: the title reworded with as many lines (its row keeps its height, nothing else moves)
/// and the title made one short line (its row gets shorter, every row after it moves).
enum RetainedBenchmarks {
  static func run(runs: Int, report: Report) {
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    for target in [1_000, 10_000, 100_000] {
      let name = "retained list \(target)"
      guard report.wants(name) else { continue }
      let tree = GeneratedTrees.list(nodeCount: target)
      let full = samples(runs) { consume(LayoutEngine.layout(tree, in: context)) }
      let retained = RetainedLayout()
      consume(retained.layout(tree, in: context))
      let unchanged = samples(runs) { consume(retained.layout(tree, in: context)) }
      var line = "\(name) (\(tree.nodeCount) nodes): full \(figure(full)); unchanged \(figure(unchanged))"
      for (label, other) in [("reworded", "with a longer title that can wrap"), ("one line", "Short")] {
        let trees = [tree, editingMiddleTitle(of: tree, to: other)]
        var turn = 0
        let edits = samples(runs) {
          turn += 1
          consume(retained.layout(trees[turn % 2], in: context))
        }
        line += "; one text, \(label) \(figure(edits)) (\(percent(edits, of: full)))"
      }
      print(line + "; in place \(retained.incrementalCount)")
    }
  }

  /// `tree` (a generated list) with the title of its middle section's middle row changed: its
  /// words after the number replaced by `words`.
  private static func editingMiddleTitle(of tree: ViewNode, to words: String) -> ViewNode {
    var edited = tree
    let middle = edited.children[0].children.count / 2
    let number = middle * 10 + 5
    edited.children[0].children[middle].children[5].children[1].element =
      words == "Short" ? .text("Short") : .text("Item \(number) \(words)")
    return edited
  }

  /// The CPU time of each of `runs` calls of `body` in milliseconds, sorted, after one warm-up.
  private static func samples(_ runs: Int, _ body: () -> Void) -> [Double] {
    body()
    return (0..<runs).map { _ in
      let start = SideBySide.cpuTime()
      body()
      return (SideBySide.cpuTime() - start) * 1000
    }.sorted()
  }

  /// The median and the spread (fastest to slowest).
  private static func figure(_ sorted: [Double]) -> String {
    "\(format3(sorted[sorted.count / 2])) ms (\(format3(sorted.first!))-\(format3(sorted.last!)))"
  }

  /// The median of `part` as a share of the median of `whole`.
  private static func percent(_ part: [Double], of whole: [Double]) -> String {
    let share = part[part.count / 2] / whole[whole.count / 2] * 100
    return "\(format3(share))% of full"
  }
}
