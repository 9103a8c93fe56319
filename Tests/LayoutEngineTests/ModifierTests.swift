import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Modifiers")
struct ModifierTests {
  @Test("padding on every edge insets the child and grows the outer frame")
  func paddingAll() {
    let root = box(100, 50, id: "a").modifier(.padding(EdgeInsets(all: 10)))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("a") == Rect(x: 150, y: 375, width: 100, height: 50))
    #expect(result.nodes[0].outerFrame == Rect(x: 140, y: 365, width: 120, height: 70))
  }

  @Test("leading and trailing padding follow the layout direction")
  func paddingLeadingTrailing() {
    let padded = box(100, 50, id: "a").modifier(.padding(EdgeInsets(leading: 30, trailing: 10)))
    let root = vStack(padded, box(400, 10), alignment: .leading)
    let ltr = LayoutEngine.layout(root, in: screen())
    #expect(ltr.frame("a").minX == 30)
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("a").maxX == 370)
  }

  @Test("padding reduces what the child is offered")
  func paddingReducesOffer() {
    let root = fill(id: "a").modifier(.padding(EdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 40)))
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 20, y: 5, width: 340, height: 780))
  }

  @Test("a fixed frame sizes the child and centres it; alignment moves it, mirrored in RTL")
  func fixedFrame() {
    let child = box(40, 20, id: "a")
    let framed = child.modifier(.frame(FrameSpec(width: 100, height: 60)))
    let result = LayoutEngine.layout(framed, in: screen())
    #expect(result.nodes[0].outerFrame == Rect(x: 150, y: 370, width: 100, height: 60))
    #expect(result.frame("a") == Rect(x: 180, y: 390, width: 40, height: 20))

    let leading = child.modifier(.frame(FrameSpec(width: 100, height: 60, alignment: .topLeading)))
    #expect(LayoutEngine.layout(leading, in: screen()).frame("a").origin == Point(x: 150, y: 370))
    let rtl = LayoutEngine.layout(leading, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("a").origin == Point(x: 210, y: 370))
  }

  @Test("maxWidth: infinity takes the whole offer while the child keeps its own size")
  func maxWidthInfinity() {
    let root = vStack(
      box(80, 20, id: "a").modifier(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading))),
      alignment: .center)
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.nodes[0].frame.width == 400)
    #expect(result.frame("a") == Rect(x: 0, y: 390, width: 80, height: 20))
    #expect(result.nodes[1].outerFrame.width == 400)
  }

  @Test("minWidth and maxWidth clamp the offer; with an ideal request the frame answers ideal or child")
  func flexibleFrameBounds() {
    let minFrame = fill(id: "a").modifier(.frame(FrameSpec(minWidth: 300, maxWidth: 350)))
    // Offered 400: clamped to 350.
    #expect(LayoutEngine.layout(minFrame, in: screen()).frame("a").width == 350)
    // Offered 200 (inside a fixed frame): raised to 300 and overflowing it.
    let narrow = minFrame.modifier(.frame(FrameSpec(width: 200)))
    #expect(LayoutEngine.layout(narrow, in: screen()).frame("a").width == 300)
    // Asked for its ideal (fixedSize): a rectangle's ideal 10 is raised to the 300 minimum.
    // The frame is 300 wide; the rectangle inside keeps its own ideal 10, centred.
    let ideal = minFrame.modifier(.fixedSize(horizontal: true, vertical: false))
    let idealResult = LayoutEngine.layout(ideal, in: screen())
    #expect(idealResult.nodes[0].outerFrame.width == 300)
    #expect(idealResult.frame("a").width == 10)
    #expect(idealResult.frame("a").midX == idealResult.nodes[0].outerFrame.midX)
    let withIdeal = fill(id: "a").modifier(.frame(FrameSpec(idealWidth: 123))).modifier(
      .fixedSize(horizontal: true, vertical: false))
    #expect(LayoutEngine.layout(withIdeal, in: screen()).nodes[0].outerFrame.width == 123)
  }

  @Test("fixedSize offers nil: a flexible child answers its ideal size")
  func fixedSize() {
    let root = fill(id: "a").modifier(.fixedSize(horizontal: true, vertical: true))
    #expect(LayoutEngine.layout(root, in: screen()).frame("a").size == Size(width: 10, height: 10))
    let horizontalOnly = fill(id: "a").modifier(.fixedSize(horizontal: true, vertical: false))
    #expect(LayoutEngine.layout(horizontalOnly, in: screen()).frame("a").size == Size(width: 10, height: 800))
  }

  @Test("offset moves the drawing without moving siblings; x is towards trailing")
  func offset() {
    let root = vStack(
      box(50, 50, id: "moved").modifier(.offset(x: 20, y: -5)), box(50, 50, id: "next"))
    let ltr = LayoutEngine.layout(root, in: screen())
    #expect(ltr.frame("moved").origin == Point(x: 195, y: 345))
    #expect(ltr.frame("next").origin == Point(x: 175, y: 400))
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("moved").origin == Point(x: 155, y: 345))
  }

  @Test("background and overlay are offered the decorated view's size and aligned in it")
  func backgroundOverlay() {
    let decorated = box(100, 40, id: "content")
      .modifier(.padding(EdgeInsets(all: 10)))
      .modifier(.background(fill(id: "bg"), alignment: .center))
      .modifier(.overlay(box(10, 10, id: "badge"), alignment: .topTrailing))
    let result = LayoutEngine.layout(decorated, in: screen())
    #expect(result.frame("bg") == Rect(x: 140, y: 370, width: 120, height: 60))
    #expect(result.frame("badge") == Rect(x: 250, y: 370, width: 10, height: 10))
    #expect(LayoutEngine.layout(decorated, in: screen(direction: .rightToLeft)).frame("badge").minX == 140)
    // Document order: the node, its background, its overlay, then (none here) children.
    #expect(result.nodes.map(\.id) == ["content", "bg", "badge"])
    #expect(result.path(of: 1) == "0.background")
    #expect(result.path(of: 2) == "0.overlay")
  }

  @Test("hidden keeps the space and marks the subtree hidden")
  func hidden() {
    let root = vStack(
      vStack(box(50, 50, id: "inner")).modifier(.hidden), box(50, 50, id: "after"))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.node(withID: "inner")!.isHidden)
    #expect(!result.node(withID: "after")!.isHidden)
    #expect(result.frame("after").minY == result.frame("inner").maxY)
  }

  @Test("aspectRatio fit and fill on a flexible image")
  func aspectRatio() {
    let image = ViewNode(
      .image(.photo("p", naturalSize: Size(width: 300, height: 200)), resizable: true), id: "img")
    let fit = image.modifier(.aspectRatio(2, contentMode: .fit)).modifier(
      .frame(FrameSpec(width: 200, height: 200)))
    #expect(LayoutEngine.layout(fit, in: screen()).frame("img").size == Size(width: 200, height: 100))
    let fill = image.modifier(.aspectRatio(2, contentMode: .fill)).modifier(
      .frame(FrameSpec(width: 200, height: 200)))
    #expect(LayoutEngine.layout(fill, in: screen()).frame("img").size == Size(width: 400, height: 200))
    // No ratio given: the image's own 3:2.
    let natural = image.modifier(.aspectRatio(nil, contentMode: .fit)).modifier(.frame(FrameSpec(width: 150)))
    #expect(LayoutEngine.layout(natural, in: screen()).frame("img").size == Size(width: 150, height: 100))
  }

  @Test("a photo that is not resizable keeps its natural size")
  func fixedPhoto() {
    let image = ViewNode(
      .image(.photo("p", naturalSize: Size(width: 300, height: 200)), resizable: false), id: "img")
    let squeezed = image.modifier(.frame(FrameSpec(width: 100, height: 100)))
    #expect(LayoutEngine.layout(squeezed, in: screen()).frame("img").size == Size(width: 300, height: 200))
  }
}
