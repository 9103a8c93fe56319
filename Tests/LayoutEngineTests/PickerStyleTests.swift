import TestSupport
import Testing

@testable import LayoutEngine

/// The picker styles that show their options: segments of equal width (UISegmentedControl's
/// 32 pt tall), a 216-pt wheel with the selection in the middle (UIPickerView), and in a form
/// the label and one row per option, each at least 44 pt (the HIG's minimum row).
@Suite("Picker styles")
struct PickerStyleTests {
  func picker(_ style: PickerStyle, selection: String = "Week") -> ViewNode {
    ViewNode(
      .picker(style),
      children: [ViewNode(.text("Range"), id: "label"), ViewNode(.text(selection), id: "value")]
        + ["Day", "Week", "Month"].enumerated().map { ViewNode(.text($1), id: "option-\($0)") },
      id: "picker")
  }

  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  @Test("segmented: as wide as offered, 32 pt tall at Large, each option centred in its third")
  func segmented() {
    let ltr = LayoutEngine.layout(picker(.segmented), in: screen())
    #expect(ltr.frame("picker") == Rect(x: 0, y: 384, width: 400, height: 32))
    let day = ltr.frame("option-0")
    #expect(abs(day.midX - 400.0 / 6) < 0.001)
    #expect(abs(ltr.frame("option-2").midX - 400.0 * 5 / 6) < 0.001)
    #expect(ltr.node(withID: "label")?.isHidden == true)
    #expect(ltr.node(withID: "value")?.isHidden == true)
    // Right to left, the first option is in the rightmost third.
    let rtl = LayoutEngine.layout(picker(.segmented), in: screen(direction: .rightToLeft))
    #expect(abs(rtl.frame("option-0").midX - 400.0 * 5 / 6) < 0.001)
  }

  @Test("segmented at AX5 grows to its 62-pt line and 4 pt above and below; titles keep to one line")
  func segmentedAtAX5() {
    let result = LayoutEngine.layout(picker(.segmented), in: context(.leftToRight, .accessibility5))
    #expect(result.frame("picker").height == 62 + 8)
  }

  @Test("wheel: 216 pt tall, the selected option centred, the others 32 pt above and below")
  func wheel() {
    for size in [DynamicTypeSize.large, .accessibility5] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let result = LayoutEngine.layout(picker(.wheel), in: context(direction, size))
        let frame = result.frame("picker")
        #expect(frame == Rect(x: 0, y: 292, width: 400, height: 216))
        #expect(result.frame("option-1").midY == frame.midY)
        #expect(result.frame("option-0").midY == frame.midY - 32)
        #expect(result.frame("option-2").midY == frame.midY + 32)
        #expect(close(result.frame("option-1").midX, 200))
      }
    }
  }

  @Test("inline in a form: the label and each option in a row of at least 44 pt; elsewhere a wheel")
  func inline() {
    for (size, line) in [(DynamicTypeSize.large, 22.0), (.accessibility5, 62)] {
      let root = ViewNode(.list(isForm: true), children: [picker(.inline)])
      let result = LayoutEngine.layout(root, in: context(.leftToRight, size))
      let row = max(44, line + 2 * ListMetrics.rowVerticalInset)
      #expect(result.frame("picker").height == 4 * row)
      #expect(result.frame("option-0").midY - result.frame("label").midY == row)
      #expect(result.node(withID: "value")?.isHidden == true)
    }
    let alone = LayoutEngine.layout(picker(.inline), in: screen())
    #expect(alone.frame("picker").height == 216)
  }

  @Test("a selection that is no option centres the first in the wheel")
  func unknownSelection() {
    let result = LayoutEngine.layout(picker(.wheel, selection: "Year"), in: screen())
    #expect(result.frame("option-0").midY == 400)
  }
}
