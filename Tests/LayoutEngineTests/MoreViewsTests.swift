import TestSupport
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
    guard case .control(.button(_, _, _, _, let role, _, _)) = destructive.node(withID: "b")?.element else {
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

/// `LazyHGrid` is `LazyVGrid` on its side: its rows resolve against the offered height as a
/// `LazyVGrid`'s columns do against the width, cells fill columns top to bottom, each column as
/// wide as its widest cell, the grid as wide as its columns.
@Suite("LazyHGrid")
struct LazyHGridTests {
  @Test("two fixed rows: cells fill columns top to bottom, 8 pt apart, mirrored in RTL")
  func fixedRows() {
    let rows = [GridItem(.fixed(50)), GridItem(.fixed(50))]
    let cells = [box(30, 20, id: "a"), box(40, 20, id: "b"), box(20, 20, id: "c")]
    let root = ViewNode(.lazyHGrid(rows: rows), children: cells, id: "g")
    let ltr = LayoutEngine.layout(root, in: screen())
    // Columns 40 and 20 wide, 8 apart: 68 × (50 + 8 + 50) = 108, centred in 400 × 800.
    #expect(ltr.frame("g") == Rect(x: 166, y: 346, width: 68, height: 108))
    #expect(ltr.frame("a") == Rect(x: 171, y: 361, width: 30, height: 20))
    #expect(ltr.frame("b") == Rect(x: 166, y: 419, width: 40, height: 20))
    #expect(ltr.frame("c") == Rect(x: 214, y: 361, width: 20, height: 20))
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("a") == Rect(x: 199, y: 361, width: 30, height: 20))
    #expect(rtl.frame("c") == Rect(x: 166, y: 361, width: 20, height: 20))
  }

  @Test("flexible rows share the offered height; a cell sits at the grid's alignment in its row")
  func flexibleRows() {
    let rows = [
      GridItem(.flexible(minimum: 10, maximum: .infinity)),
      GridItem(.flexible(minimum: 10, maximum: .infinity)),
    ]
    let root = ViewNode(
      .lazyHGrid(rows: rows, alignment: .top), children: [box(10, 10, id: "a"), box(10, 10, id: "b")], id: "g"
    )
    let result = LayoutEngine.layout(root, in: screen())
    // (800 - 8) / 2 = 396 a row.
    #expect(result.frame("g").height == 800)
    #expect(result.frame("a").minY == 0)
    #expect(result.frame("b").minY == 404)
    #expect(Declarations.element("LazyHGrid")?.signature == "LazyHGrid(rows:alignment:spacing:content:)")
  }
}
