import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Stacks")
struct StackTests {
  @Test("VStack stacks children top to bottom with spacing and is centred in the screen")
  func vStackPlacement() {
    let root = vStack(box(100, 50, id: "a"), box(200, 30, id: "b"), spacing: 10)
    let result = LayoutEngine.layout(root, in: screen())
    // Stack: 200 x 90, centred in 400 x 800 → origin (100, 355).
    #expect(result.nodes[0].frame == Rect(x: 100, y: 355, width: 200, height: 90))
    #expect(result.frame("a") == Rect(x: 150, y: 355, width: 100, height: 50))
    #expect(result.frame("b") == Rect(x: 100, y: 415, width: 200, height: 30))
  }

  @Test("VStack alignment: leading, centre and trailing, and leading is the right side in RTL")
  func vStackAlignment() {
    for (alignment, ltrX, rtlX) in [
      (HorizontalAlignment.leading, 100.0, 200.0), (.center, 150, 150), (.trailing, 200, 100),
    ] {
      let root = vStack(box(100, 50, id: "a"), box(200, 30), alignment: alignment)
      let ltr = LayoutEngine.layout(root, in: screen())
      let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
      #expect(ltr.frame("a").minX == ltrX, "LTR \(alignment)")
      #expect(rtl.frame("a").minX == rtlX, "RTL \(alignment)")
    }
  }

  @Test("HStack places leading to trailing; RTL reverses the visual order")
  func hStackOrder() {
    let root = hStack(box(50, 20, id: "first"), box(70, 40, id: "second"), spacing: 8)
    let ltr = LayoutEngine.layout(root, in: screen())
    // 128 x 40 centred: x = 136, y = 380.
    #expect(ltr.frame("first") == Rect(x: 136, y: 390, width: 50, height: 20))
    #expect(ltr.frame("second") == Rect(x: 194, y: 380, width: 70, height: 40))
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("first") == Rect(x: 214, y: 390, width: 50, height: 20))
    #expect(rtl.frame("second") == Rect(x: 136, y: 380, width: 70, height: 40))
  }

  @Test("HStack vertical alignment top, centre and bottom")
  func hStackAlignment() {
    for (alignment, y) in [(VerticalAlignment.top, 380.0), (.center, 390), (.bottom, 400)] {
      let root = hStack(box(50, 20, id: "small"), box(50, 40), alignment: alignment)
      #expect(LayoutEngine.layout(root, in: screen()).frame("small").minY == y)
    }
  }

  @Test("Default spacing is 8 pt")
  func defaultSpacing() {
    let root = ViewNode(
      .vStack(alignment: .center, spacing: nil), children: [box(10, 10), box(10, 10, id: "b")])
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("b").minY - result.nodes[1].frame.maxY == 8)
  }

  @Test("A Spacer pushes siblings to the ends of the offered length")
  func spacerPushes() {
    let root = hStack(
      box(50, 20, id: "left"), ViewNode(.spacer(minLength: nil), id: "gap"), box(60, 20, id: "right"))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("left").minX == 0)
    #expect(result.frame("right").maxX == 400)
    #expect(result.frame("gap").width == 290)
    #expect(result.frame("gap").height == 0)
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("left").maxX == 400)
    #expect(rtl.frame("right").minX == 0)
  }

  @Test("A Spacer keeps its minimum length when space runs out")
  func spacerMinimum() {
    let root = hStack(box(250, 20), ViewNode(.spacer(minLength: 30), id: "gap"), box(250, 20))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("gap").width == 30)
    // Overflow: 530 wide in a 400 pt screen, centred, so it sticks out on both sides.
    #expect(result.nodes[0].frame.width == 530)
    #expect(result.nodes[0].frame.minX == -65)
  }

  @Test("Equally flexible children share the length equally")
  func equalShares() {
    let root = hStack(fill(id: "a"), fill(id: "b"), fill(id: "c"), spacing: 10)
    let result = LayoutEngine.layout(root, in: screen(400, 100))
    // (400 - 20) / 3 each.
    for id in ["a", "b", "c"] {
      #expect(abs(result.frame(id).width - 380.0 / 3) < 1e-9)
    }
    #expect(result.frame("c").maxX == 400)
  }

  @Test("The least flexible child is served first, so a capped child leaves its share to the others")
  func flexibilityOrder() {
    // a: at most 50 wide; b: anything. Equal split would be 200/200; a takes 50, b the remaining 350.
    let capped = ViewNode(.rectangle, modifiers: [.frame(FrameSpec(maxWidth: 50))], id: "a")
    let root = hStack(capped, fill(id: "b"))
    let result = LayoutEngine.layout(root, in: screen(400, 100))
    #expect(result.frame("a").width == 50)
    #expect(result.frame("b").width == 350)
  }

  @Test("A minimum-width child gets its minimum even when offered an equal share that is smaller")
  func minimumWidthChild() {
    let wide = ViewNode(.rectangle, modifiers: [.frame(FrameSpec(minWidth: 300))], id: "a")
    let root = hStack(wide, fill(id: "b"))
    let result = LayoutEngine.layout(root, in: screen(400, 100))
    // b (flexibility ∞) and a (flexibility ∞, minimum 300) tie: a goes first by order and takes
    // max(300, 200) = 300; b gets the remaining 100.
    #expect(result.frame("a").width == 300)
    #expect(result.frame("b").width == 100)
  }

  @Test("Higher layout priority is offered everything but the minimums of lower priorities")
  func layoutPriority() {
    let low = ViewNode(.rectangle, modifiers: [.frame(FrameSpec(minWidth: 40))], id: "low")
    let high = ViewNode(.rectangle, modifiers: [.layoutPriority(1)], id: "high")
    let root = hStack(low, high)
    let result = LayoutEngine.layout(root, in: screen(400, 100))
    #expect(result.frame("high").width == 360)
    #expect(result.frame("low").width == 40)
  }

  @Test("ZStack aligns children and takes the size of the largest")
  func zStack() {
    for (alignment, origin) in [
      (Alignment.topLeading, Point(x: 150, y: 350)), (.center, Point(x: 175, y: 375)),
      (.bottomTrailing, Point(x: 200, y: 400)),
    ] {
      let root = ViewNode(.zStack(alignment: alignment), children: [box(100, 100), box(50, 50, id: "small")])
      let result = LayoutEngine.layout(root, in: screen())
      #expect(result.nodes[0].frame == Rect(x: 150, y: 350, width: 100, height: 100))
      #expect(result.frame("small").origin == origin, "\(alignment)")
    }
    let rtlRoot = ViewNode(
      .zStack(alignment: .topLeading), children: [box(100, 100), box(50, 50, id: "small")])
    #expect(LayoutEngine.layout(rtlRoot, in: screen(direction: .rightToLeft)).frame("small").minX == 200)
  }

  @Test("Nested stacks: an HStack row inside a VStack fills the width with a spacer")
  func nested() {
    let row = hStack(box(30, 30, id: "icon"), ViewNode(.spacer(minLength: nil)), box(20, 10, id: "chevron"))
    let root = vStack(row, box(100, 40, id: "below"), alignment: .leading)
    let result = LayoutEngine.layout(root, in: screen(300, 200))
    #expect(result.frame("icon") == Rect(x: 0, y: 65, width: 30, height: 30))
    #expect(result.frame("chevron") == Rect(x: 280, y: 75, width: 20, height: 10))
    #expect(result.frame("below") == Rect(x: 0, y: 95, width: 100, height: 40))
  }
}
