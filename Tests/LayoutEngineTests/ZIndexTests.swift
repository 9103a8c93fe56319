import TestSupport
import Testing

@testable import LayoutEngine

/// `zIndex` changes paint order among siblings (the wireframe's `PaintOrder` reads it), never
/// layout.
@Suite("zIndex")
struct ZIndexTests {
  typealias V = LayoutModifierVariants

  @Test("kept on the placed node; frames are those without it", arguments: V.all)
  func keptNotLaidOut(direction: LayoutDirection, size: DynamicTypeSize) {
    func stack(_ z: Double?) -> ViewNode {
      let front = ViewNode(.text("Front"), id: "f")
      return zStack(
        [z.map { front.modifier(.zIndex($0)) } ?? front, box(120, 40, id: "b")], alignment: .topLeading)
    }
    let plain = LayoutEngine.layout(stack(nil), in: V.context(direction, size))
    let raised = LayoutEngine.layout(stack(2), in: V.context(direction, size))
    #expect(raised.node(withID: "f")?.zIndex == 2)
    #expect(raised.node(withID: "b")?.zIndex == 0)
    #expect(plain.nodes.map(\.frame) == raised.nodes.map(\.frame))
    let (w, lh) = (V.width("Front", size), V.lineHeight(size))
    let stackWidth = max(120, w)
    let stackX = (400 - stackWidth) / 2
    let expected = Rect(
      x: V.x(leading: 0, width: w, direction, minX: stackX, maxX: stackX + stackWidth),
      y: (800 - max(40, lh)) / 2, width: w, height: lh)
    #expect(same(raised.frame("f"), expected))
  }
}
