import TestSupport
import Testing

@testable import LayoutEngine

/// Control sizes are the text's measured size plus the documented control metrics, so these tests
/// take the text's width from `PreparedText` (tested on its own) and check the chrome around it.
@Suite("Controls")
struct ControlTests {
  let body = Font.body.resolved(for: .large)

  func width(_ string: String, _ font: ResolvedFont? = nil) -> Double {
    PreparedText(string, font: font ?? body).idealWidth
  }

  @Test("a plain button is its label's size")
  func plainButton() {
    let root = ViewNode(.button(title: "Cancel", style: .plain, controlSize: .regular), id: "b")
    let frame = LayoutEngine.layout(root, in: screen()).frame("b")
    #expect(frame.size == Size(width: width("Cancel"), height: body.lineHeight))
  }

  @Test("bordered buttons add 12/7 pt at regular size and 20/14 pt at large size around the label")
  func borderedButton() {
    for (size, h, v) in [(ControlSize.regular, 12.0, 7.0), (.large, 20, 14), (.small, 10, 4)] {
      let root = ViewNode(.button(title: "Sign In", style: .prominent, controlSize: size), id: "b")
      let result = LayoutEngine.layout(root, in: screen())
      #expect(
        result.frame("b").size == Size(width: width("Sign In") + 2 * h, height: body.lineHeight + 2 * v))
      #expect(result.node(withID: "b")!.text?.lines.map(\.text) == ["Sign In"])
    }
  }

  @Test("text fields take the offered width: a line tall bare (iOS's default), 34 pt in a rounded border")
  func textField() {
    let root = vStack(ViewNode(.textField(placeholder: "Email", text: nil), id: "f"))
      .modifier(.padding(EdgeInsets(all: 20)))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("f").width == 360)
    #expect(result.frame("f").height == body.lineHeight)
    let rounded = LayoutEngine.layout(
      ViewNode(.textField(placeholder: "Email", style: .roundedBorder), id: "f"), in: screen())
    #expect(rounded.frame("f").height == 34)
    #expect(result.node(withID: "f")!.text?.lines.first?.text == "Email")
  }

  @Test("a secure field measures its text as bullets")
  func secureField() {
    let root = ViewNode(.secureField(placeholder: "Password", text: "hunter2"), id: "f")
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.node(withID: "f")!.text?.lines.first?.text == "•••••••")
  }

  @Test("a toggle fills the width: label leading, 51 x 31 switch trailing")
  func toggle() {
    let root = ViewNode(.toggle(title: "Wi-Fi", isOn: true), id: "t")
    let frame = LayoutEngine.layout(root, in: screen()).frame("t")
    #expect(frame.width == 400)
    #expect(frame.height == max(31, body.lineHeight))
  }

  @Test("sliders and progress bars fill the width at their fixed heights; the spinner is 20 pt")
  func sliderAndProgress() {
    let root = vStack(
      ViewNode(.slider(value: 0.5), id: "s"), ViewNode(.progressView(.linear(0.3)), id: "p"),
      ViewNode(.progressView(.circular), id: "spin"))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("s").size == Size(width: 400, height: 28))
    #expect(result.frame("p").size == Size(width: 400, height: 4))
    #expect(result.frame("spin").size == Size(width: 20, height: 20))
  }

  @Test("a divider is a horizontal line in a VStack and a vertical one in an HStack")
  func divider() {
    let inV = vStack(box(100, 10), ViewNode(.divider, id: "d"), box(100, 10))
    // Like SwiftUI, a divider takes the whole offered width (so the stack grows to it).
    #expect(LayoutEngine.layout(inV, in: screen()).frame("d").size == Size(width: 400, height: 1))
    let inH = hStack(box(10, 100), ViewNode(.divider, id: "d"), box(10, 100))
    #expect(LayoutEngine.layout(inH, in: screen()).frame("d").size == Size(width: 1, height: 800))
  }

  @Test("SF Symbol images are sized by their font and grow with Dynamic Type")
  func symbolScales() {
    let image = ViewNode(.image(.symbol("star"), resizable: false), id: "i")
    var context = screen()
    let large = LayoutEngine.layout(image, in: context).frame("i")
    #expect(large.width == (body.pointSize * 1.2).rounded())
    context.dynamicTypeSize = .accessibility5
    let ax5 = LayoutEngine.layout(image, in: context).frame("i")
    #expect(ax5.width > large.width)
    let title = image.modifier(.font(Font(style: .largeTitle)))
    #expect(LayoutEngine.layout(title, in: screen()).frame("i").width > large.width)
  }

  @Test("a label is its icon, 8 pt, and its title")
  func label() {
    let root = ViewNode(.label(title: "Settings", systemImage: "gear"), id: "l")
    let frame = LayoutEngine.layout(root, in: screen()).frame("l")
    let icon = (body.pointSize * 1.2).rounded()
    #expect(frame.width == icon + 8 + width("Settings"))
    #expect(frame.height == max(icon, body.lineHeight))
  }
}
