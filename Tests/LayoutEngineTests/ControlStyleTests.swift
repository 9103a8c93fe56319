import TestSupport
import Testing

@testable import LayoutEngine

/// The control styles SwiftUI writes as modifiers (`toggleStyle`, `textFieldStyle`, `labelStyle`,
/// `progressViewStyle`, `labelsHidden`), by their exact frames in both directions at Large and
/// AX5: each frame is the text's measured size (`PreparedText`) plus the style's documented
/// metrics (`ControlMetrics`, `RowMetrics`).
@Suite("Control styles")
struct ControlStyleTests {
  static let cases: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  func width(_ string: String, _ size: DynamicTypeSize) -> Double {
    PreparedText(string, font: Font.body.resolved(for: size)).idealWidth
  }

  func line(_ size: DynamicTypeSize) -> Double { Font.body.resolved(for: size).lineHeight }

  /// `node` at its ideal size in the top leading corner of a 400 x 800 screen, laid out in
  /// `direction`.
  func layout(_ node: ViewNode, _ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutResult {
    let corner = vStack(node, alignment: .leading).modifier(
      .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    return LayoutEngine.layout(corner, in: context(direction, size))
  }

  /// The frame `width` x `height` at the leading top corner: x 0, or against the right edge in
  /// right-to-left.
  func leading(_ width: Double, _ height: Double, _ direction: LayoutDirection) -> Rect {
    Rect(x: direction == .rightToLeft ? 400 - width : 0, y: 0, width: width, height: height)
  }

  @Test("a switch toggle with labelsHidden is the 51 x 31 switch alone, at every size")
  func toggleLabelsHidden() {
    for (direction, size) in Self.cases {
      let result = layout(
        ViewNode(.toggle(title: "Wi-Fi", isOn: true, labelsHidden: true), id: "t"), direction, size)
      #expect(result.frame("t") == leading(51, 31, direction))
      #expect(result.node(withID: "t")?.text == nil)
    }
  }

  @Test("a button toggle is a bordered button: its title plus 12 pt sides and 7 pt above and below")
  func buttonToggle() {
    for (direction, size) in Self.cases {
      let result = layout(
        ViewNode(.toggle(title: "Bold", isOn: true, style: .button), id: "t"), direction, size)
      let frame = result.frame("t")
      #expect(close(frame.width, width("Bold", size) + 24))
      #expect(frame.height == line(size) + 14)
      #expect(close(frame.minX, direction == .rightToLeft ? 400 - frame.width : 0))
      #expect(result.node(withID: "t")?.text?.lines.map(\.text) == ["Bold"])
    }
  }

  @Test("a stepper with labelsHidden is its 94 x 32 buttons alone")
  func stepperLabelsHidden() {
    for (direction, size) in Self.cases {
      let result = layout(ViewNode(.stepper(title: "Copies", labelsHidden: true), id: "s"), direction, size)
      #expect(result.frame("s") == leading(94, 32, direction))
    }
  }

  @Test("a plain text field (iOS's default) is its line of text tall and as wide as offered")
  func plainTextField() {
    for (direction, size) in Self.cases {
      let result = LayoutEngine.layout(
        vStack(ViewNode(.textField(placeholder: "Email"), id: "f"), spacer()), in: context(direction, size))
      #expect(result.frame("f") == Rect(x: 0, y: 0, width: 400, height: line(size)))
    }
  }

  @Test("a rounded-border text field is UIKit's 34 pt box at Large, its line plus 6 pt above and below")
  func roundedBorderTextField() {
    for (direction, size) in Self.cases {
      let result = LayoutEngine.layout(
        vStack(ViewNode(.textField(placeholder: "Email", style: .roundedBorder), id: "f"), spacer()),
        in: context(direction, size))
      #expect(result.frame("f") == Rect(x: 0, y: 0, width: 400, height: max(34, line(size) + 12)))
      let text = result.node(withID: "f")?.text
      #expect(text?.lines.first?.text == "Email")
    }
    #expect(line(.large) + 12 == 34)
  }

  @Test("labelStyle: titleOnly is the title's text, iconOnly the symbol's square, titleAndIcon both")
  func labelStyles() {
    for (direction, size) in Self.cases {
      let font = Font.body.resolved(for: size)
      let symbol = ControlMetrics.symbolSize(font)
      let title = layout(
        ViewNode(.label(title: "Inbox", systemImage: "tray", style: .titleOnly), id: "l"), direction, size)
      #expect(title.frame("l") == leading(width("Inbox", size), line(size), direction))
      let icon = layout(
        ViewNode(.label(title: "Inbox", systemImage: "tray", style: .iconOnly), id: "l"), direction, size)
      #expect(icon.frame("l") == leading(symbol, symbol, direction))
      let both = layout(ViewNode(.label(title: "Inbox", systemImage: "tray"), id: "l"), direction, size)
      #expect(close(both.frame("l").width, symbol + 8 + width("Inbox", size)))
    }
  }

  @Test("a button with a symbol: iconOnly is the symbol and the style's insets, titleOnly the title alone")
  func buttonLabelStyles() {
    for (direction, size) in Self.cases {
      let symbol = ControlMetrics.symbolSize(Font.body.resolved(for: size))
      let icon = layout(
        ViewNode(
          .button(title: "Add", style: .bordered, systemImage: "plus", labelStyle: .iconOnly), id: "b"),
        direction, size)
      #expect(icon.frame("b") == leading(symbol + 24, symbol + 14, direction))
      let title = layout(
        ViewNode(.button(title: "Add", systemImage: "plus", labelStyle: .titleOnly), id: "b"), direction, size
      )
      #expect(title.frame("b") == leading(width("Add", size), line(size), direction))
    }
  }

  @Test("a picker with labelsHidden in a form shows its value alone; its label is hidden and placed nowhere")
  func pickerLabelsHidden() {
    for (direction, size) in Self.cases {
      let picker = ViewNode(
        .picker(.menu, labelsHidden: true),
        children: [ViewNode(.text("Appearance"), id: "label"), ViewNode(.text("Dark"), id: "value")]
          + [ViewNode(.text("Dark")), ViewNode(.text("Light"))], id: "p")
      let result = LayoutEngine.layout(
        ViewNode(.list(isForm: true), children: [picker]), in: context(direction, size))
      #expect(result.node(withID: "label")?.isHidden == true)
      let value = result.frame("value")
      let row = result.frame("p")
      // The value keeps the trailing side, before the menu indicator's room.
      let trailingGap = direction == .rightToLeft ? value.minX - row.minX : row.maxX - value.maxX
      #expect(close(trailingGap, RowMetrics.menuIndicatorWidth))
    }
  }

  @Test("a compact date picker with labelsHidden is its date button alone, not the whole row")
  func datePickerLabelsHidden() {
    for (direction, size) in Self.cases {
      let picker = ViewNode(
        .datePicker(labelsHidden: true),
        children: [
          ViewNode(.text("Date"), id: "title"),
          ViewNode(.button(title: "Jan 1, 2026", style: .bordered), id: "date"),
        ], id: "d")
      let result = layout(picker, direction, size)
      #expect(result.frame("d") == leading(width("Jan 1, 2026", size) + 24, line(size) + 14, direction))
      #expect(result.frame("date") == result.frame("d"))
      #expect(result.node(withID: "title")?.isHidden == true)
    }
  }
}
