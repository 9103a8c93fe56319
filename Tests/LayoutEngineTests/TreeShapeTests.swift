import TestSupport
import Testing

@testable import LayoutEngine

/// The one-pass node count and depth the engine measures before compiling.
@Suite("Tree shape")
struct TreeShapeTests {
  /// A root with a text child, and a stack child decorated by a background holding a stack.
  let tree = ViewNode(
    .vStack(alignment: .center, spacing: nil),
    children: [
      ViewNode(.text("a")),
      ViewNode(
        .hStack(alignment: .center, spacing: nil), children: [ViewNode(.text("b"))],
        modifiers: [
          .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
          .background(
            ViewNode(.zStack(alignment: .center), children: [ViewNode(.rectangle)]),
            alignment: .center),
          .overlay(ViewNode(.divider), alignment: .center),
        ]),
    ])

  @Test("counts every node, decorations included, and finds the deepest level")
  func countAndDepth() {
    let shape = TreeShape(tree)
    #expect(shape.nodeCount == 7)
    #expect(shape.nodeCount == tree.nodeCount)
    // vStack > hStack > background zStack > rectangle.
    #expect(shape.depth == 4)
    #expect(shape.depth == tree.depth())
  }

  @Test("counts the texts shown and their UTF-8 bytes, a secure field's as bullets")
  func text() {
    let fields = ViewNode(
      .vStack(alignment: .center, spacing: nil),
      children: [
        ViewNode(.text("héllo")), ViewNode(.button(title: "OK", style: .plain, controlSize: .regular)),
        ViewNode(.secureField(placeholder: "Password", text: "abc")),
        ViewNode(.textField(placeholder: "Name", text: nil)), ViewNode(.divider),
      ])
    let shape = TreeShape(fields)
    #expect(shape.textCount == 4)
    #expect(shape.textBytes == 6 + 2 + 9 + 4)
    #expect(TreeShape(tree).textCount == 2)
    #expect(TreeShape(tree).textBytes == 2)
  }

  @Test("stops at the depth limit as depth(limit:) does")
  func limited() {
    for limit in 1...5 {
      #expect(TreeShape(tree, depthLimit: limit).depth == tree.depth(limit: limit))
    }
    #expect(TreeShape(tree, depthLimit: 2).depth == 2)
  }
}

/// The walk notes bar containers and variants, so layout expands bars only for trees that may hold
/// them.
@Test func treeShapeNotesWhatMayHoldBars() {
  let plain = ViewNode(.vStack(alignment: .center, spacing: nil), children: [ViewNode(.text("a"))])
  #expect(!TreeShape(plain).mayHoldBars)
  let tabs = ViewNode(
    .vStack(alignment: .center, spacing: nil),
    children: [ViewNode(.tabView(selection: 0), children: [ViewNode(.tab(title: "A", systemImage: "a"))])])
  #expect(TreeShape(tabs).mayHoldBars)
  var varied = plain
  varied.children[0].variants = [ViewVariant(condition: LayoutCondition(), node: ViewNode(.text("b")))]
  #expect(TreeShape(varied).mayHoldBars)
}
