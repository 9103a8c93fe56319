import TestSupport
import Testing

@testable import LayoutEngine

/// `Circle` and `Capsule` lay out as SwiftUI's shapes do: they take the whole offer, answer
/// 10 × 10 when asked for their ideal size, and share a stack's length like any flexible view.
@Suite("Shapes")
struct ShapeTests {
  @Test(
    "a circle and a capsule take exactly the frame they are offered", arguments: [Element.circle, .capsule])
  func takeTheOffer(_ shape: Element) {
    let root = ViewNode(shape, modifiers: [.frame(FrameSpec(width: 120, height: 44))], id: "shape")
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("shape") == Rect(x: 140, y: 378, width: 120, height: 44))
  }

  @Test(
    "asked for their ideal size they are 10 × 10, like SwiftUI's shapes",
    arguments: [Element.circle, .capsule])
  func idealSize(_ shape: Element) {
    let root = ViewNode(shape, modifiers: [.fixedSize(horizontal: true, vertical: true)], id: "shape")
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("shape") == Rect(x: 195, y: 395, width: 10, height: 10))
  }

  @Test("in an HStack they share the width equally with a rectangle; the row is as tall as the offer")
  func shareAStack() {
    let root = hStack(
      ViewNode(.circle, id: "circle"), ViewNode(.capsule, id: "capsule"), fill(id: "rectangle"), spacing: 10)
    let result = LayoutEngine.layout(root, in: screen(320, 100))
    #expect(result.frame("circle") == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(result.frame("capsule") == Rect(x: 110, y: 0, width: 100, height: 100))
    #expect(result.frame("rectangle") == Rect(x: 220, y: 0, width: 100, height: 100))
  }

  @Test("they mirror in right to left like any leaf")
  func mirror() {
    let root = hStack(ViewNode(.circle, id: "circle"), box(100, 50), spacing: 0)
    let result = LayoutEngine.layout(root, in: screen(300, 50, direction: .rightToLeft))
    #expect(result.frame("circle") == Rect(x: 100, y: 0, width: 200, height: 50))
  }

  @Test("their names, traits and declarations")
  func vocabulary() {
    #expect(Element.circle.typeName == "Circle")
    #expect(Element.capsule.typeName == "Capsule")
    #expect(Element.capsule.traits == .drawsContent)
    #expect(Declarations.element("Circle")?.allowsBareName == true)
    #expect(Declarations.element("Capsule")?.signature == "Capsule()")
  }
}
