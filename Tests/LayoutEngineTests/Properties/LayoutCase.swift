import LayoutEngine
import TestSupport

/// One input of the layout properties: a random tree on a random screen.
struct LayoutCase: Hashable, CustomStringConvertible {
  var scenario: LayoutScenario
  var tree: RandomTree

  /// Trees up to five containers deep and about forty nodes: enough for stacks in stacks in
  /// scroll views, small enough that a layout without the size cache stays fast.
  static func random(using rng: inout SplitMix64) -> LayoutCase {
    let scenario = LayoutScenario.random(using: &rng)
    var budget = Int.random(in: 1...40, using: &rng)
    return LayoutCase(scenario: scenario, tree: RandomTree.random(depth: 5, budget: &budget, using: &rng))
  }

  /// Simpler cases: the tree shrunk first (it is what a person reads), then the screen.
  var shrinks: [LayoutCase] {
    tree.shrinks.map { LayoutCase(scenario: scenario, tree: $0) }
      + scenario.shrinks.map { LayoutCase(scenario: $0, tree: tree) }
  }

  /// The case laid out in its own scenario.
  var result: LayoutResult { LayoutEngine.layout(tree.viewNode, in: scenario.context()) }

  var description: String { "\(scenario)\n\(tree)" }
}
