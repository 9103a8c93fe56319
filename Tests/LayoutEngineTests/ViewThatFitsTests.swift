import TestSupport
import Testing

@testable import LayoutEngine

/// `ViewThatFits` shows its first child whose ideal size fits, else its last; the others are hidden.
@Suite("ViewThatFits")
struct ViewThatFitsTests {
  func fits(horizontal: Bool = true, vertical: Bool = true, _ children: ViewNode...) -> ViewNode {
    ViewNode(.viewThatFits(horizontal: horizontal, vertical: vertical), children: children, id: "fits")
  }

  @Test("the wide child when it fits, the narrow one when it does not")
  func horizontalChoice() {
    let node = fits(vertical: false, box(300, 20, id: "wide"), box(100, 20, id: "narrow"))
    let roomy = LayoutEngine.layout(node, in: screen(400, 800))
    #expect(roomy.frame("wide") == Rect(x: 50, y: 390, width: 300, height: 20))
    #expect(roomy.node(withID: "narrow")!.isHidden)
    #expect(!roomy.node(withID: "wide")!.isHidden)
    let tight = LayoutEngine.layout(node, in: screen(250, 800))
    #expect(tight.frame("narrow") == Rect(x: 75, y: 390, width: 100, height: 20))
    #expect(tight.node(withID: "wide")!.isHidden)
    #expect(tight.frame("wide") == .zero)
    #expect(tight.frame("fits") == Rect(x: 75, y: 390, width: 100, height: 20))
  }

  @Test("nothing fits: the last child shows, even if it is too large")
  func lastWhenNothingFits() {
    let node = fits(box(500, 20, id: "a"), box(450, 20, id: "b"))
    let result = LayoutEngine.layout(node, in: screen(400, 800))
    #expect(result.node(withID: "a")!.isHidden)
    #expect(result.frame("b") == Rect(x: -25, y: 390, width: 450, height: 20))
  }

  @Test("vertical fitting ignores width and tests height")
  func verticalChoice() {
    let node = fits(horizontal: false, box(1000, 900, id: "tall"), box(1000, 100, id: "short"))
    let result = LayoutEngine.layout(node, in: screen(400, 800))
    #expect(result.node(withID: "tall")!.isHidden)
    #expect(result.frame("short") == Rect(x: -300, y: 350, width: 1000, height: 100))
  }

  @Test("a hidden choice hides its whole subtree")
  func hiddenSubtree() {
    let node = fits(vStack(box(500, 20, id: "inner")), box(100, 20, id: "small"))
    let result = LayoutEngine.layout(node, in: screen(400, 800))
    #expect(result.node(withID: "inner")!.isHidden)
    #expect(!result.node(withID: "small")!.isHidden)
  }

  @Test("nested ViewThatFits stays linear: ten times the depth, about ten times the work")
  func linear() {
    func nested(_ depth: Int) -> ViewNode {
      var node = ViewNode(.text("leaf"))
      for level in 0..<depth {
        node = ViewNode(
          .viewThatFits(horizontal: true, vertical: false),
          children: [hStack(node, ViewNode(.text("wide \(level)"))), ViewNode(.text("\(level)"))])
      }
      return node
    }
    let small = LayoutEngine.run(nested(50), in: screen(300, 100_000)).computations
    let large = LayoutEngine.run(nested(500), in: screen(300, 100_000)).computations
    #expect(Double(large) / Double(small) < 12)
  }
}

/// Containers with nothing in them answer zero and lay out without trapping.
@Suite("Empty adaptive containers")
struct EmptyContainerTests {
  @Test(arguments: [
    Element.viewThatFits(horizontal: true, vertical: true),
    .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil),
    .lazyVGrid(columns: [], alignment: .center, spacing: nil),
    .list(style: .insetGrouped, isForm: true),
    .navigationSplitView,
  ])
  func emptyContainer(element: Element) {
    let node = ViewNode(.vStack(alignment: .center, spacing: 0), children: [ViewNode(element, id: "empty")])
    let result = LayoutEngine.layout(node, in: screen())
    #expect(result.nodes.count == 2)
  }

  @Test("a LazyVGrid without columns shows none of its cells")
  func gridWithoutColumns() {
    let node = ViewNode(
      .lazyVGrid(columns: [], alignment: .center, spacing: nil), children: [box(10, 10, id: "cell")])
    #expect(LayoutEngine.layout(node, in: screen()).frame("cell") == .zero)
  }
}
