import LayoutEngine
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
}
