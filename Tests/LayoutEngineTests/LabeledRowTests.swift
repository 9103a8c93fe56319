import TestSupport
import Testing

@testable import LayoutEngine

/// `LabeledContent`, `NavigationLink` and the row styles of `Picker` lay out as a form row: the
/// label leading, the value trailing (before a chevron's 16 pt where there is one), mirrored in
/// right to left, as tall as the taller line at the type size (HIG body: 22 pt at Large, 62 pt at
/// AX5).
@Suite("Label and value rows")
struct LabeledRowTests {
  func width(_ string: String, _ size: DynamicTypeSize = .large) -> Double {
    PreparedText(string, font: Font.body.resolved(for: size)).idealWidth
  }

  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  /// A row element with a label and a value text.
  func row(_ element: Element, label: String, value: String?, options: [String] = []) -> ViewNode {
    var children = [ViewNode(.text(label), id: "label")]
    if let value { children.append(ViewNode(.text(value), id: "value")) }
    children += options.enumerated().map { ViewNode(.text($1), id: "option-\($0)") }
    return ViewNode(element, children: children, id: "row")
  }

  static let sizes: [(DynamicTypeSize, Double)] = [(.large, 22), (.accessibility5, 62)]

  @Test("LabeledContent takes the width; label leading, value trailing")
  func labeledContent() {
    let root = row(.labeledContent, label: "Name", value: "Ada")
    let ltr = LayoutEngine.layout(root, in: context(.leftToRight, .large))
    #expect(ltr.frame("row") == Rect(x: 0, y: 389, width: 400, height: 22))
    #expect(ltr.frame("label").minX == 0)
    #expect(ltr.frame("value").maxX == 400)
    #expect(ltr.frame("value").width == width("Ada"))
    #expect(ltr.node(withID: "value")?.textAlignment == .trailing)
    let rtl = LayoutEngine.layout(root, in: context(.rightToLeft, .large))
    #expect(rtl.frame("label").maxX == 400)
    #expect(close(rtl.frame("value").minX, 0))
  }

  @Test("at AX5 the value goes under the label, 4 pt below, both leading, as UIKit's value cells do")
  func labeledContentAtAX5() {
    let root = row(.labeledContent, label: "Name", value: "Ada")
    let ltr = LayoutEngine.layout(root, in: context(.leftToRight, .accessibility5))
    #expect(ltr.frame("row") == Rect(x: 0, y: 400 - 64, width: 400, height: 62 + 4 + 62))
    #expect(ltr.frame("label").origin == Point(x: 0, y: 336))
    #expect(ltr.frame("value").origin == Point(x: 0, y: 336 + 62 + 4))
    #expect(ltr.node(withID: "value")?.textAlignment == .leading)
    let rtl = LayoutEngine.layout(root, in: context(.rightToLeft, .accessibility5))
    #expect(rtl.frame("label").maxX == 400)
    #expect(rtl.frame("value").maxX == 400)
  }

  @Test("a value wider than half the row gets half, and wraps")
  func longValue() {
    let long = String(repeating: "Analytical Engine ", count: 4)
    let result = LayoutEngine.layout(row(.labeledContent, label: "Name", value: long), in: screen())
    #expect(result.frame("value").width <= 200)
    #expect(result.frame("value").height > 22)
    #expect(result.frame("label").minX == 0)
  }

  @Test("outside a list a NavigationLink is its label, as a plain button", arguments: sizes)
  func navigationLinkAlone(size: DynamicTypeSize, line: Double) {
    let root = row(.navigationLink, label: "Privacy", value: nil)
    let result = LayoutEngine.layout(root, in: context(.leftToRight, size))
    #expect(result.frame("row").size == Size(width: width("Privacy", size), height: line))
  }

  @Test("in a list a NavigationLink takes the row; its value ends 16 pt before the edge, for the chevron")
  func navigationLinkInAList() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let root = ViewNode(.list(), children: [row(.navigationLink, label: "Wi-Fi", value: "Home")])
      let ctx = screen(direction: direction)
      let result = LayoutEngine.layout(root, in: ctx)
      let inset = ListMetrics.horizontalInset(ctx.horizontalSizeClass)
      // The card is inset from the list, the row's content from the card: 2 × 2 insets in all.
      let content = 400 - 4 * inset
      #expect(result.frame("row").width == content)
      #expect(result.frame("row").minX == 2 * inset)
      if direction == .leftToRight {
        #expect(result.frame("label").minX == 2 * inset)
        #expect(result.frame("value").maxX == 400 - 2 * inset - 16)
      } else {
        #expect(result.frame("label").maxX == 400 - 2 * inset)
        #expect(close(result.frame("value").minX, 2 * inset + 16))
      }
    }
  }

  @Test("a menu picker in a form is a row with its value before ↑↓; its options are hidden")
  func menuPickerInAForm() {
    let picker = row(.picker(.menu), label: "Appearance", value: "Dark", options: ["Light", "Dark"])
    let root = ViewNode(.list(isForm: true), children: [picker])
    let ctx = screen()
    let result = LayoutEngine.layout(root, in: ctx)
    let inset = ListMetrics.horizontalInset(ctx.horizontalSizeClass)
    #expect(result.frame("label").minX == 2 * inset)
    #expect(result.frame("value").maxX == 400 - 2 * inset - 16)
    #expect(result.node(withID: "option-0")?.isHidden == true)
    #expect(result.node(withID: "value")?.isHidden == false)
  }

  @Test("outside a form a menu picker is its value and ↑↓ alone, its label hidden", arguments: sizes)
  func menuPickerAlone(size: DynamicTypeSize, line: Double) {
    let picker = row(.picker(.menu), label: "Appearance", value: "Dark", options: ["Light", "Dark"])
    let result = LayoutEngine.layout(picker, in: context(.leftToRight, size))
    #expect(result.frame("row").size == Size(width: width("Dark", size) + 16, height: line))
    #expect(result.node(withID: "label")?.isHidden == true)
  }

  @Test("a navigationLink picker is a full row with the chevron, in a form or not")
  func navigationLinkPicker() {
    let picker = row(.picker(.navigationLink), label: "Units", value: "Metric", options: ["Metric"])
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let result = LayoutEngine.layout(picker, in: screen(direction: direction))
      #expect(result.frame("row").width == 400)
      if direction == .leftToRight {
        #expect(result.frame("value").maxX == 384)
      } else {
        #expect(close(result.frame("value").minX, 16))
      }
    }
  }

  @Test("a row's translated title is its label's, in the language shown")
  func translatedTitle() {
    var picker = row(.picker(.menu), label: "Appearance", value: "Dark", options: ["Dark"])
    picker.translations = ["ar": "المظهر"]
    let root = ViewNode(.list(isForm: true), children: [picker])
    var context = screen()
    context.language = .arabic
    let result = LayoutEngine.layout(root, in: context)
    #expect(result.node(withID: "label")?.text?.lines.first?.text == "المظهر")
    #expect(
      LayoutEngine.layout(root, in: screen()).node(withID: "label")?.text?.lines.first?.text == "Appearance")
  }
}
