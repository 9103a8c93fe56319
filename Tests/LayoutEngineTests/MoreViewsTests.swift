import Testing

@testable import LayoutEngine

/// Steppers, links, share links, buttons with a symbol or a role, titled sections, rounded
/// rectangles, ellipses and geometry readers, each by SwiftUI's rule and the HIG's body metrics
/// (22-pt lines at Large, 62 at AX5; a symbol 1.2 em square).
@Suite("More views")
struct MoreViewsTests {
  func width(_ string: String, _ size: DynamicTypeSize = .large) -> Double {
    PreparedText(string, font: Font.body.resolved(for: size)).idealWidth
  }

  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize = .large) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  @Test("a stepper takes the width and is at least UIStepper's 94 × 32; its title leads")
  func stepper() {
    for (size, line) in [(DynamicTypeSize.large, 22.0), (.accessibility5, 62)] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let root = ViewNode(.stepper(title: "Quantity: 2"), id: "s")
        let result = LayoutEngine.layout(root, in: context(direction, size))
        #expect(result.frame("s").size == Size(width: 400, height: max(32, line)))
        #expect(result.node(withID: "s")?.text?.lines.first?.text == "Quantity: 2")
      }
    }
  }

  @Test("a link is a plain button: its title's size")
  func link() {
    for (size, line) in [(DynamicTypeSize.large, 22.0), (.accessibility5, 62)] {
      let result = LayoutEngine.layout(
        ViewNode(.link(title: "Help"), id: "l"), in: context(.leftToRight, size))
      #expect(result.frame("l").size == Size(width: width("Help", size), height: line))
    }
  }

  @Test("a share link and a button with a symbol are the symbol, 8 pt and the title")
  func symbolButtons() {
    for size in [DynamicTypeSize.large, .accessibility5] {
      let font = Font.body.resolved(for: size)
      let symbol = (font.pointSize * 1.2).rounded()
      let share = LayoutEngine.layout(ViewNode(.shareLink(), id: "s"), in: context(.rightToLeft, size))
      #expect(share.frame("s").width == symbol + 8 + width("Share", size))
      let add = ViewNode(.button(title: "Add", systemImage: "plus"), id: "b")
      let result = LayoutEngine.layout(add, in: context(.leftToRight, size))
      #expect(result.frame("b").width == symbol + 8 + width("Add", size))
      #expect(result.frame("b").height == max(symbol, font.lineHeight))
    }
  }

  @Test("a destructive button keeps its role and lays out as any button")
  func role() {
    let plain = LayoutEngine.layout(ViewNode(.button(title: "Delete"), id: "b"), in: screen())
    let destructive = LayoutEngine.layout(
      ViewNode(.button(title: "Delete", role: .destructive), id: "b"), in: screen())
    #expect(plain.frame("b") == destructive.frame("b"))
    guard case .control(.button(_, _, _, _, let role)) = destructive.node(withID: "b")?.element else {
      Issue.record("not a button")
      return
    }
    #expect(role == .destructive)
  }

  @Test("a rounded rectangle and an ellipse take the space they are offered, as shapes do")
  func shapes() {
    for element in [Element.roundedRectangle(cornerRadius: 12), .ellipse] {
      let root = ViewNode(
        .vStack(), children: [ViewNode(element, id: "s").modifier(.frame(FrameSpec(height: 50)))])
      #expect(
        LayoutEngine.layout(root, in: screen()).frame("s") == Rect(x: 0, y: 375, width: 400, height: 50))
    }
  }

  @Test("a geometry reader takes the offer; its children sit at its top-leading corner, mirrored in RTL")
  func geometryReader() {
    let root = ViewNode(.geometryReader, children: [box(40, 20, id: "c")], id: "g")
    let ltr = LayoutEngine.layout(root, in: screen())
    #expect(ltr.frame("g") == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(ltr.frame("c") == Rect(x: 0, y: 0, width: 40, height: 20))
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("c") == Rect(x: 360, y: 0, width: 40, height: 20))
    let ideal = root.modifier(.fixedSize(horizontal: true, vertical: true))
    #expect(LayoutEngine.layout(ideal, in: screen()).frame("g").size == Size(width: 10, height: 10))
  }
}
