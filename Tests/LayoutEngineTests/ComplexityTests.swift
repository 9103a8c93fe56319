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
