import LayoutEngine
import TestSupport
import Testing

/// On a Mac window a bordered button is at least the HIG's default macOS control size, 28 × 28 pt
/// (`ControlMetrics.minimumButtonSide`); elsewhere, and at the small control size or in the plain
/// style, it is its label and insets.
@Suite struct MacControlSizeTests {
  private func frame(_ button: Element, idiom: UserInterfaceIdiom, font: Double = 8) -> Rect {
    let node = ViewNode(button, modifiers: [.font(Font(fixedSize: font))], id: "b")
    let root = ViewNode(.vStack(), children: [node])
    return LayoutEngine.layout(
      root, in: LayoutContext(containerSize: Size(width: 400, height: 300), idiom: idiom)
    )
    .frame("b")
  }

  @Test func aBorderedButtonIsAtLeast28PointsASideOnAMac() {
    // "+" in an 8-pt font: a line under 14 pt and 7-pt insets make a button under 28 pt tall.
    let button = Element.button(title: "+", style: .bordered)
    let phone = frame(button, idiom: .phone)
    #expect(phone.height < 28 && phone.width < 40)
    let mac = frame(button, idiom: .mac)
    #expect(mac.height == 28)
    #expect(mac.width == max(phone.width, 28))
  }

  @Test func anIconOnlyButtonIsSquareToTheMinimum() {
    let button = Element.button(title: "Add", style: .bordered, systemImage: "plus", labelStyle: .iconOnly)
    let mac = frame(button, idiom: .mac, font: 6)
    #expect(mac.width >= 28 && mac.height == 28)
    #expect(frame(button, idiom: .phone, font: 6).height < 28)
  }

  @Test func plainAndSmallButtonsKeepTheirSize() {
    for button in [Element.button(title: "+"), .button(title: "+", style: .bordered, controlSize: .small)] {
      let mac = frame(button, idiom: .mac)
      #expect(mac.height < 28 && mac.height == frame(button, idiom: .phone).height, "\(button)")
    }
  }
}
