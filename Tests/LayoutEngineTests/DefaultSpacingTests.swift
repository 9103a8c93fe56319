import LayoutEngine
import TestSupport
import Testing

/// The spacer rule and the default spacing by pair and platform (docs/LayoutEngine.md, "Stack
/// distribution" and "Default spacing").
@Suite("Spacers and default spacing")
struct DefaultSpacingTests {
  private func layout(_ root: ViewNode, _ width: Double, _ height: Double, idiom: UserInterfaceIdiom = .phone)
    -> LayoutResult
  {
    LayoutEngine.layout(
      root, in: LayoutContext(containerSize: Size(width: width, height: height), idiom: idiom))
  }

  @Test("A spacer gets what is left after the other flexible children, down to its minimum")
  func spacerServedLast() {
    let root = hStack(box(80, 20), fill(id: "color"), spacer(), box(60, 20), spacing: 0)
    let result = layout(root, 400, 100)
    #expect(result.frame("color").width == 252)
    #expect(result.frame("color").minX == 80)
  }

  @Test("A spacer's own minimum length is what it keeps beside a greedy sibling")
  func spacerMinimumBesideGreedy() {
    let root = hStack(fill(id: "color"), ViewNode(.spacer(minLength: 30), id: "gap"), spacing: 0)
    let result = layout(root, 300, 100)
    #expect(result.frame("color").width == 270)
    #expect(result.frame("gap").width == 30)
  }

  @Test("Spacers share what is left equally among themselves")
  func spacersShare() {
    let root = hStack(
      box(40, 20), spacer(), box(40, 20, id: "mid"), spacer(), spacer(), box(40, 20), spacing: 0)
    let result = layout(root, 400, 100)
    // 400 - 120 = 280 for three spacers: 93.3 each.
    #expect(abs(result.frame("mid").minX - (40 + 280.0 / 3)) < 1e-9)
  }

  @Test("A layout priority given to a spacer is its own again")
  func spacerWithPriority() {
    let prioritized = ViewNode(.spacer(minLength: nil), modifiers: [.layoutPriority(0)], id: "gap")
    let result = layout(hStack(fill(id: "color"), prioritized, spacing: 0), 300, 100)
    #expect(result.frame("color").width == 150)
  }

  @Test("Beside a spacer a stack puts no space, on every platform")
  func noSpaceBesideSpacer() {
    for idiom in UserInterfaceIdiom.allCases {
      let root = ViewNode(.hStack(), children: [box(40, 20, id: "a"), spacer(), box(40, 20, id: "b")])
      let result = layout(root, 400, 100, idiom: idiom)
      // Asked for its ideal width inside a fixedSize, the row is 40 + 8 (the spacer) + 40.
      let ideal = layout(
        ViewNode(
          .hStack(), children: [box(40, 20), spacer(), box(40, 20)],
          modifiers: [.fixedSize(horizontal: true, vertical: true)], id: "row"), 400, 100, idiom: idiom)
      #expect(ideal.frame("row").width == 88, "\(idiom)")
      #expect(result.frame("b").maxX == 400, "\(idiom)")
    }
  }

  @Test("Two views that are not text are the platform default apart")
  func viewsAreDefaultApart() {
    for idiom in UserInterfaceIdiom.allCases {
      let root = ViewNode(.vStack(), children: [box(40, 20, id: "a"), box(40, 20, id: "b")])
      let result = layout(root, 400, 400, idiom: idiom)
      #expect(result.frame("b").minY - result.frame("a").maxY == 8, "\(idiom)")
    }
  }

  @Test("On a Mac two texts in a VStack touch; a text and another view are SF's metrics apart")
  func macTextSpacing() {
    let texts = ViewNode(.vStack(), children: [ViewNode(.text("A"), id: "a"), ViewNode(.text("B"), id: "b")])
    let mac = layout(texts, 400, 400, idiom: .mac)
    #expect(mac.frame("b").minY == mac.frame("a").maxY)
    // Text above a view: the 13-pt line (15.51) plus 2 (a tenth, rounded up to half a point) less
    // the cap height (9.16): 8.35; a view above text: that line less the ascender (12.38): 5.14.
    let mixed = ViewNode(
      .vStack(),
      children: [ViewNode(.text("A"), id: "a"), box(40, 20, id: "box"), ViewNode(.text("B"), id: "b")])
    let result = layout(mixed, 400, 400, idiom: .mac)
    let below = result.frame("box").minY - result.frame("a").maxY
    let above = result.frame("b").minY - result.frame("box").maxY
    #expect(abs(below - (2444.0 / 2048 * 13 + 2 - 1443.0 / 2048 * 13)) < 1e-9)
    #expect(abs(above - (2444.0 / 2048 * 13 + 2 - 1950.0 / 2048 * 13)) < 1e-9)
  }

  @Test("Elsewhere texts keep the platform default (no capture of those platforms yet)")
  func iosTextSpacing() {
    let texts = ViewNode(.vStack(), children: [ViewNode(.text("A"), id: "a"), ViewNode(.text("B"), id: "b")])
    let phone = layout(texts, 400, 400)
    #expect(phone.frame("b").minY - phone.frame("a").maxY == 8)
  }

  @Test("A padded edge spaces as a plain view; an HStack's text edge spaces as its text")
  func containersAndPadding() {
    let row = ViewNode(.hStack(), children: [ViewNode(.text("A")), spacer()], id: "row")
    let padded = ViewNode(.text("B"), modifiers: [.padding(EdgeInsets(top: 4))], id: "b")
    let result = layout(
      ViewNode(.vStack(), children: [row, ViewNode(.text("C"), id: "c"), padded]), 400, 400, idiom: .mac)
    #expect(result.frame("c").minY == result.frame("row").maxY)
    // "C" above a padded text: a text above a plain view.
    let gap = result.node(withID: "b")!.outerFrame.minY - result.frame("c").maxY
    #expect(abs(gap - (2444.0 / 2048 * 13 + 2 - 1443.0 / 2048 * 13)) < 1e-9)
  }
}
