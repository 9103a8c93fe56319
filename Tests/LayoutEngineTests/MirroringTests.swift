import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Right-to-left mirroring")
struct MirroringTests {
  /// A screen-like tree with most containers and modifiers.
  let tree = ViewNode(
    .vStack(alignment: .leading, spacing: 12),
    children: [
      ViewNode(.text("Title"), modifiers: [.font(Font(style: .largeTitle))]),
      hStack(
        ViewNode(.image(.symbol("person"), resizable: false)), ViewNode(.text("Name")),
        ViewNode(.spacer(minLength: nil)),
        ViewNode(.toggle(title: "On", isOn: true)).modifier(.frame(FrameSpec(width: 120)))),
      ViewNode(
        .zStack(alignment: .topLeading), children: [box(200, 80), box(20, 20).modifier(.offset(x: 10, y: 5))]),
      ViewNode(.button(title: "Continue", style: .prominent, controlSize: .large))
        .modifier(.padding(EdgeInsets(leading: 40))),
    ],
    modifiers: [.padding(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8))])

  @Test("every node's RTL frame is its LTR frame reflected across the screen")
  func reflection() {
    let ltr = LayoutEngine.layout(tree, in: screen(390, 844))
    let rtl = LayoutEngine.layout(tree, in: screen(390, 844, direction: .rightToLeft))
    #expect(ltr.nodes.count == rtl.nodes.count)
    for (a, b) in zip(ltr.nodes, rtl.nodes) {
      #expect(b.frame.minX == 390 - a.frame.maxX, "\(a.element.typeName)")
      #expect(b.frame.minY == a.frame.minY)
      #expect(b.frame.size == a.frame.size)
      #expect(b.layoutDirection == .rightToLeft)
    }
  }

  @Test("each RTL child sits at its LTR offset reflected within its parent")
  func reflectionWithinParent() {
    let ltr = LayoutEngine.layout(tree, in: screen(390, 844))
    let rtl = LayoutEngine.layout(tree, in: screen(390, 844, direction: .rightToLeft))
    for (i, node) in ltr.nodes.enumerated() {
      guard let p = node.parent else { continue }
      let ltrOffset = node.frame.minX - ltr.nodes[p].frame.minX
      let rtlOffset = rtl.nodes[p].frame.maxX - rtl.nodes[i].frame.maxX
      #expect(abs(ltrOffset - rtlOffset) < 1e-9)
    }
  }
}
