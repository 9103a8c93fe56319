import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

@Suite("Paint order")
struct PaintOrderTests {
  @Test("a background is painted behind its view and an overlay in front of its children")
  func backToFront() {
    let bubble = text("Hello", id: "bubble")
      .modifier(.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
      .modifier(.background(ViewNode(.color("blue"), id: "fill"), alignment: .center))
    let (result, canvas) = draw(bubble, on: plainScreen, viewport: plainViewport)
    #expect(canvas.lines.contains { $0.contains("Hello") })
    #expect(!canvas.cells(with: .fill).isEmpty)

    let order = PaintOrder.indices(of: result)
    let fill = result.nodes.firstIndex { $0.id == "fill" }!
    let text = result.nodes.firstIndex { $0.id == "bubble" }!
    #expect(order.firstIndex(of: fill)! < order.firstIndex(of: text)!)
    #expect(Set(order) == Set(result.nodes.indices))
  }

  @Test("zIndex puts a sibling in front: a colour raised with zIndex paints after a later sibling")
  func zIndexRaises() {
    func stack(raised: Bool) -> (LayoutResult, Canvas) {
      let color = ViewNode(
        .color("blue"), modifiers: [.frame(FrameSpec(width: 100, height: 100))], id: "fill")
      let circle = ViewNode(.circle, modifiers: [.frame(FrameSpec(width: 100, height: 100))], id: "rect")
      let root = ViewNode(.zStack(), children: [raised ? color.modifier(.zIndex(1)) : color, circle])
      return draw(root, on: plainScreen, viewport: plainViewport)
    }
    let (plainResult, _) = stack(raised: false)
    let (raisedResult, _) = stack(raised: true)
    func position(_ id: String, in result: LayoutResult) -> Int {
      PaintOrder.indices(of: result).firstIndex(of: result.nodes.firstIndex { $0.id == id }!)!
    }
    #expect(position("fill", in: plainResult) < position("rect", in: plainResult))
    #expect(position("fill", in: raisedResult) > position("rect", in: raisedResult))
  }
}
