import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Scroll views and the safe area")
struct ScrollAndSafeAreaTests {
  let notched = LayoutContext(
    containerSize: Size(width: 400, height: 800),
    safeAreaInsets: PhysicalInsets(top: 60, left: 0, bottom: 30, right: 0))

  @Test("content stays inside the safe area")
  func rootInSafeArea() {
    let result = LayoutEngine.layout(fill(id: "a"), in: notched)
    #expect(result.frame("a") == Rect(x: 0, y: 60, width: 400, height: 710))
  }

  @Test("a root that ignores the safe area reaches the screen edges")
  func rootIgnoresSafeArea() {
    let root = vStack(fill(id: "inner")).modifier(.ignoresSafeArea(.all))
    let result = LayoutEngine.layout(root, in: notched)
    #expect(result.nodes[0].outerFrame == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(result.frame("inner") == Rect(x: 0, y: 0, width: 400, height: 800))
  }

  @Test("ignoring only the top edge extends only the top")
  func ignoresTopOnly() {
    let root = fill(id: "a").modifier(.ignoresSafeArea(.top))
    #expect(LayoutEngine.layout(root, in: notched).frame("a") == Rect(x: 0, y: 0, width: 400, height: 770))
  }

  @Test("a background that ignores the safe area fills behind the bars while content stays inside")
  func backgroundIgnoresSafeArea() {
    let bg = fill(id: "bg").modifier(.ignoresSafeArea(.all))
    let root = vStack(ViewNode(.spacer(minLength: nil)), box(100, 100, id: "content"))
      .modifier(.frame(FrameSpec(maxWidth: .infinity)))
      .modifier(.background(bg, alignment: .center))
    let result = LayoutEngine.layout(root, in: notched)
    #expect(result.frame("bg") == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(result.frame("content").maxY == 770)
  }

  @Test("a vertical scroll view gives its content unlimited height and clips it")
  func verticalScroll() {
    let content = vStack(box(100, 500, id: "a"), box(100, 500, id: "b"))
    let root = ViewNode(.scrollView(axis: .vertical), children: [content], id: "scroll")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("scroll") == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(result.frame("b") == Rect(x: 150, y: 500, width: 100, height: 500))
    #expect(result.node(withID: "b")!.clip == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(result.node(withID: "scroll")!.clip == nil)
  }

  @Test("a scroll view's content keeps the cross-axis offer: rows fill the width")
  func scrollContentWidth() {
    let row = fill(id: "row").modifier(.frame(FrameSpec(height: 44)))
    let root = ViewNode(.scrollView(axis: .vertical), children: [vStack(row)])
    #expect(LayoutEngine.layout(root, in: screen(400, 800)).frame("row").width == 400)
  }

  @Test("a horizontal scroll view lays its content out at ideal width, leading first")
  func horizontalScroll() {
    let content = hStack(box(300, 50, id: "a"), box(300, 50, id: "b"))
    let root = ViewNode(.scrollView(axis: .horizontal), children: [content])
      .modifier(.frame(FrameSpec(height: 50)))
    let ltr = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(ltr.frame("a").minX == 0)
    #expect(ltr.frame("b").minX == 300)
    let rtl = LayoutEngine.layout(root, in: screen(400, 800, direction: .rightToLeft))
    #expect(rtl.frame("a").maxX == 400)
    #expect(rtl.frame("b").maxX == 100)
  }
}
