import TestSupport
import Testing

@testable import LayoutEngine

/// `contentMargins` by exact frames in both directions at Large and AX5: the scroll content is
/// offered the viewport less the margins across the axis, centred between them, and starts after
/// the margin along the axis; the margins are an environment value, so they reach the scroll
/// views inside the view they are written on.
@Suite("Content margins")
struct ContentMarginsTests {
  func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  func margins(_ edges: EdgeSet, _ length: Double, _ placement: ContentMarginPlacement = .automatic)
    -> Modifier
  {
    .contentMargins(edges: edges, length: length, placement: placement)
  }

  @Test("all edges: a vertical scroll view's content starts 20 pt down and is centred across")
  func allEdges() {
    for (direction, size) in ControlStyleTests.cases {
      let scroll = scrollView(.vertical, [box(100, 50, id: "c")]).modifier(margins(.all, 20))
      let result = LayoutEngine.layout(scroll, in: context(direction, size))
      #expect(result.frame("c") == Rect(x: 150, y: 20, width: 100, height: 50))
    }
  }

  @Test(
    "unequal side margins: the content is offered the width between them and centred there, mirrored in RTL")
  func sideMarginsMirror() {
    for (direction, size) in ControlStyleTests.cases {
      // 40 on the leading side, 10 on the trailing: 350 pt between them.
      let scroll = scrollView(.vertical, [fill(id: "c").modifier(.frame(FrameSpec(height: 30)))])
        .modifier(margins(.leading, 40)).modifier(margins(.trailing, 10))
      let result = LayoutEngine.layout(scroll, in: context(direction, size))
      let x: Double = direction == .rightToLeft ? 10 : 40
      #expect(result.frame("c") == Rect(x: x, y: 0, width: 350, height: 30))
    }
  }

  @Test("text wraps to the width between the margins")
  func textWrapsBetweenMargins() {
    let string = "A paragraph long enough to wrap at the narrower width the margins leave it"
    for (direction, size) in ControlStyleTests.cases {
      let scroll = scrollView(.vertical, [ViewNode(.text(string), id: "t")])
        .modifier(margins(.horizontal, 60, .scrollContent))
      let result = LayoutEngine.layout(scroll, in: context(direction, size))
      let expected = PreparedText(string, font: Font.body.resolved(for: size)).size(
        width: 280, height: nil, lineLimit: nil)
      let frame = result.frame("t")
      #expect(close(frame.width, expected.width) && close(frame.height, expected.height))
      #expect(close(frame.minX, 60 + (280 - expected.width) / 2))
      #expect(frame.width <= 280)
    }
  }

  @Test(
    "a horizontal scroll view starts its content after the leading margin and centres it between top and bottom"
  )
  func horizontalAxis() {
    for (direction, size) in ControlStyleTests.cases {
      let scroll = scrollView(.horizontal, [box(100, 50, id: "c")])
        .modifier(margins(.leading, 16)).modifier(margins(.vertical, 100))
      let result = LayoutEngine.layout(scroll, in: context(direction, size))
      let x: Double = direction == .rightToLeft ? 400 - 16 - 100 : 16
      #expect(result.frame("c") == Rect(x: x, y: 100 + (600 - 50) / 2, width: 100, height: 50))
    }
  }

  @Test("the ideal size of a scroll view is its content's plus the margins")
  func idealSizeCountsTheMargins() {
    for (direction, size) in ControlStyleTests.cases {
      let scroll = ViewNode(.scrollView(axis: .vertical), children: [box(100, 50)], id: "s")
        .modifier(margins(.all, 20)).modifier(.fixedSize(horizontal: true, vertical: true))
      let result = LayoutEngine.layout(vStack(scroll, spacer()), in: context(direction, size))
      #expect(result.frame("s").size == Size(width: 140, height: 90))
    }
  }

  @Test("margins for the indicators alone, and margins on a stack around the scroll view")
  func placementAndEnvironment() {
    for (direction, size) in ControlStyleTests.cases {
      let indicators = scrollView(.vertical, [box(100, 50, id: "c")])
        .modifier(margins(.all, 20, .scrollIndicators))
      #expect(
        LayoutEngine.layout(indicators, in: context(direction, size)).frame("c")
          == Rect(x: 150, y: 0, width: 100, height: 50))
      let around = vStack(scrollView(.vertical, [box(100, 50, id: "c")])).modifier(margins(.top, 30))
      #expect(
        LayoutEngine.layout(around, in: context(direction, size)).frame("c")
          == Rect(x: 150, y: 30, width: 100, height: 50))
    }
  }
}
