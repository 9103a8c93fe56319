import TestSupport
import Testing

@testable import LayoutEngine

/// `buttonBorderShape` by exact frames in both directions at Large and AX5: the shape changes a
/// bordered button's outline, not its frame, except `.circle`, which makes it square (the longer
/// side of its text and `ControlMetrics.buttonInsets`); a plain button has no border to shape.
@Suite("Button border shapes")
struct ButtonBorderShapeTests {
  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  /// `node` at its ideal size in the top leading corner of a 400 x 800 screen.
  func layout(_ node: ViewNode, _ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutResult {
    let corner = vStack(node, alignment: .leading).modifier(
      .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    return LayoutEngine.layout(corner, in: context(direction, size))
  }

  func textWidth(_ string: String, _ size: DynamicTypeSize) -> Double {
    PreparedText(string, font: Font.body.resolved(for: size)).idealWidth
  }

  @Test(
    "a capsule or rounded rectangle keeps the bordered frame: the title plus 12 pt sides and 7 pt above and below"
  )
  func outlineShapesKeepTheFrame() {
    for (direction, size) in ControlStyleTests.cases {
      for shape in [ButtonBorderShape.capsule, .roundedRectangle(radius: nil), .roundedRectangle(radius: 4)] {
        let button = ViewNode(.button(title: "Continue", style: .bordered, borderShape: shape), id: "b")
        let frame = layout(button, direction, size).frame("b")
        let width = textWidth("Continue", size) + 24
        let height = Font.body.resolved(for: size).lineHeight + 14
        #expect(close(frame.width, width))
        #expect(frame.height == height)
        #expect(close(frame.minX, direction == .rightToLeft ? 400 - width : 0))
      }
    }
  }

  @Test("a circular bordered button is square: as wide as tall when its title is short")
  func circleIsSquareOnTheLongerSide() {
    for (direction, size) in ControlStyleTests.cases {
      for style in [ButtonStyle.bordered, .prominent] {
        let button = ViewNode(.button(title: "OK", style: style, borderShape: .circle), id: "b")
        let frame = layout(button, direction, size).frame("b")
        let side = max(textWidth("OK", size) + 24, Font.body.resolved(for: size).lineHeight + 14)
        #expect(close(frame.width, side) && close(frame.height, side))
        #expect(frame.minY == 0)
        #expect(close(frame.minX, direction == .rightToLeft ? 400 - side : 0))
      }
    }
  }

  @Test("an icon-only circular button is the symbol plus the insets, square on the wider side")
  func iconOnlyCircle() {
    for (direction, size) in ControlStyleTests.cases {
      let button = ViewNode(
        .button(
          title: "Add", style: .bordered, controlSize: .large, systemImage: "plus", labelStyle: .iconOnly,
          borderShape: .circle), id: "b")
      let symbol = ControlMetrics.symbolSize(Font.body.resolved(for: size))
      // Large insets are 20 at the sides and 14 above and below: the width is the longer side.
      let side = symbol + 40
      #expect(
        layout(button, direction, size).frame("b")
          == Rect(
            x: direction == .rightToLeft ? 400 - side : 0, y: 0, width: side, height: side))
    }
  }

  @Test("a plain button ignores the shape: it has no border")
  func plainButtonIgnoresTheShape() {
    for (direction, size) in ControlStyleTests.cases {
      let plain = layout(ViewNode(.button(title: "OK", borderShape: .circle), id: "b"), direction, size)
      #expect(close(plain.frame("b").width, textWidth("OK", size)))
      #expect(plain.frame("b").height == Font.body.resolved(for: size).lineHeight)
    }
  }

  @Test(
    "the corner radius: the system's for automatic, a given one clamped, half the shorter side for a capsule")
  func cornerRadius() {
    let size = Size(width: 100, height: 30)
    #expect(ButtonBorderShape.automatic.cornerRadius(for: size, systemRadius: 10) == 10)
    #expect(ButtonBorderShape.roundedRectangle(radius: 4).cornerRadius(for: size, systemRadius: 10) == 4)
    #expect(ButtonBorderShape.roundedRectangle(radius: 40).cornerRadius(for: size, systemRadius: 10) == 15)
    #expect(ButtonBorderShape.capsule.cornerRadius(for: size, systemRadius: 10) == 15)
    #expect(ButtonBorderShape.circle.cornerRadius(for: Size(width: 44, height: 44), systemRadius: 10) == 22)
  }
}
