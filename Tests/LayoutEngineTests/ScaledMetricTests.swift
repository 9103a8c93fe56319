import TestSupport
import Testing

@testable import LayoutEngine

/// Scaled metrics follow a text style's point size; SF Symbols follow the font around them.
@Suite("Scaled metrics")
struct ScaledMetricTests {
  @Test("the factor is the style's size over its size at Large (HIG table)")
  func factor() {
    #expect(ScaledMetric.factor(relativeTo: .body, at: .large) == 1)
    #expect(ScaledMetric.factor(relativeTo: .body, at: .accessibility5) == 53.0 / 17)
    #expect(ScaledMetric.factor(relativeTo: .title, at: .xSmall) == 25.0 / 28)
  }

  @Test("scaled padding grows with the type size; fixed padding does not")
  func padding() {
    let node = ViewNode(
      .rectangle,
      modifiers: [
        .frame(FrameSpec(width: 100, height: 20)),
        .scaledPadding(EdgeInsets(all: 17), relativeTo: .body),
        .padding(EdgeInsets(all: 3)),
      ], id: "box")
    var context = screen()
    context.dynamicTypeSize = .accessibility5
    let result = LayoutEngine.layout(node, in: context)
    // 17 pt at Large is 53 pt at AX5: 100 + 2 * (53 + 3) wide.
    #expect(result.nodes[0].outerFrame.size == Size(width: 212, height: 132))
  }

  @Test("a scaled frame scales every finite length")
  func frame() {
    let node = ViewNode(
      .rectangle,
      modifiers: [.scaledFrame(FrameSpec(width: 28, height: 28), relativeTo: .title)], id: "icon")
    var context = screen()
    context.dynamicTypeSize = .xSmall
    #expect(LayoutEngine.layout(node, in: context).nodes[0].outerFrame.size == Size(width: 25, height: 25))
  }

  @Test("an SF Symbol inside a title stack is 1.2 em of the title size, at every type size")
  func symbolScales() {
    let node = ViewNode(
      .vStack(alignment: .center, spacing: 0),
      children: [ViewNode(.image(.symbol("star"), resizable: false), id: "star")],
      modifiers: [.font(Font(style: .title))])
    var context = screen()
    #expect(LayoutEngine.layout(node, in: context).frame("star").size == Size(width: 34, height: 34))
    context.dynamicTypeSize = .accessibility5
    let title = DynamicTypeTable.entry(.title, .accessibility5).pointSize
    let side = (title * 1.2).rounded()
    #expect(LayoutEngine.layout(node, in: context).frame("star").size == Size(width: side, height: side))
    #expect(side > 34)
  }
}
