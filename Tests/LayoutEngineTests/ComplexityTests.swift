import TestSupport
import Testing

@testable import LayoutEngine

/// The cache is what keeps layout linear: without it each stack level multiplies the work of the
/// levels below by the number of probes per child. These tests count size computations, so they
/// fail on an exponential engine without depending on the machine's speed.
@Suite("Complexity")
struct ComplexityTests {
  /// A tree `depth` levels deep: each level is an HStack of a text and the next level, padded.
  func deepTree(_ depth: Int) -> ViewNode {
    var node = ViewNode(.text("leaf"), id: "leaf")
    for level in 0..<depth {
      let stack: Element =
        level.isMultiple(of: 2)
        ? .hStack(alignment: .center, spacing: 0) : .vStack(alignment: .leading, spacing: 0)
      node = ViewNode(
        stack, children: [ViewNode(.text("\(level)")), node], modifiers: [.padding(EdgeInsets(all: 0.1))])
    }
    return node
  }

  @Test("a tree 1,000 levels deep lays out, with the innermost leaf inset by every level's padding")
  func thousandLevels() {
    let (result, _) = LayoutEngine.run(deepTree(1000), in: screen(100_000, 100_000))
    #expect(result.nodes.count == 2001)
    let leaf = result.node(withID: "leaf")!
    #expect(leaf.depth == 1000)
    #expect(leaf.frame.width > 0)
    #expect(result.nodes[0].frame.contains(leaf.frame))
  }

  @Test("a tree 10,000 levels deep lays out: its rewrites before layout run on the large stack too")
  func tenThousandLevels() {
    let result = LayoutEngine.layout(deepTree(10_000), in: screen(100_000, 100_000))
    #expect(result.nodes.count == 20_001)
    #expect(result.node(withID: "leaf")?.depth == 10_000)
  }

  @Test("size computations grow linearly with depth")
  func linearInDepth() {
    let small = LayoutEngine.run(deepTree(100), in: screen(100_000, 100_000)).computations
    let large = LayoutEngine.run(deepTree(1000), in: screen(100_000, 100_000)).computations
    // Linear: ten times the depth costs about ten times the work (exponential would be astronomic).
    #expect(Double(large) / Double(small) < 12)
    #expect(large < 1000 * 40)
  }

  @Test("size computations grow linearly with breadth")
  func linearInBreadth() {
    func wide(_ rows: Int) -> ViewNode {
      ViewNode(
        .vStack(alignment: .leading, spacing: 4),
        children: (0..<rows).map { i in
          hStack(ViewNode(.text("Row \(i)")), ViewNode(.spacer(minLength: nil)), box(20, 20))
        })
    }
    let a = LayoutEngine.run(wide(1000), in: screen()).computations
    let b = LayoutEngine.run(wide(10000), in: screen()).computations
    #expect(Double(b) / Double(a) < 11)
  }
}

/// Rigid subtrees (fixed-size leaves, stacks of them) answer every proposal with their first size.
@Suite("Complexity of rigid trees")
struct RigidComplexityTests {
  /// Stacks nested `levels` deep, ten children each, alternating VStack and HStack, with boxes of
  /// fixed sizes at the bottom: the side-by-side benchmark's nested tree.
  func nested(_ levels: Int, level: Int = 0, counter: inout Int) -> ViewNode {
    guard level < levels else {
      counter += 1
      return box(Double(2 * (3 + counter % 7)), Double(2 * (2 + counter % 5)))
    }
    let children = (0..<10).map { _ in nested(levels, level: level + 1, counter: &counter) }
    return level.isMultiple(of: 2) ? vStack(children) : hStack(children)
  }

  @Test("a tree of fixed-size boxes computes each internal node's size once")
  func oneComputationPerNode() {
    var counter = 0
    let tree = nested(3, counter: &counter)
    let (result, computations) = LayoutEngine.run(tree, in: screen(100_000, 100_000))
    #expect(result.nodes.count == 1111)
    // Each box is a rectangle in a fixed frame, whose rectangle is sized when compiled
    // (`FixedFrameLayout`): one computation a box and one a stack.
    #expect(computations == 1000 + 111)
  }

  @Test("a stack with a text in it is not rigid: its size follows the offer")
  func textIsNotRigid() {
    let tree = vStack(box(40, 20), ViewNode(.text("A text long enough to wrap in a narrow space"), id: "t"))
    let wide = LayoutEngine.layout(tree, in: screen(400, 800))
    let narrow = LayoutEngine.layout(tree, in: screen(100, 800))
    #expect(wide.frame("t").height < narrow.frame("t").height)
  }

  @Test("the frames of a rigid tree are the same with and without the size cache")
  func sameWithoutCache() {
    var counter = 0
    let tree = nested(3, counter: &counter)
    let cached = LayoutEngine.layout(tree, in: screen(2000, 2000))
    let uncached = SizeCache.$isEnabled.withValue(false) { LayoutEngine.layout(tree, in: screen(2000, 2000)) }
    #expect(cached == uncached)
  }
}

/// Deep trees lay out on a large-stack thread that is kept, not made anew for every layout.
@Suite("Deep trees")
struct DeepTreeThreadTests {
  @Test("twenty deep layouts in a row start fewer than twenty threads")
  func threadIsKept() {
    let tree = (0..<200).reduce(box(10, 10)) { node, level in
      level.isMultiple(of: 2) ? hStack([node]) : vStack([node])
    }
    let before = LargeStack.threadsStarted
    for _ in 0..<20 {
      #expect(LayoutEngine.layout(tree, in: screen()).nodes.count == 201)
    }
    // Other suites running at the same time may start one or two of their own.
    #expect(LargeStack.threadsStarted - before < 5)
  }
}
