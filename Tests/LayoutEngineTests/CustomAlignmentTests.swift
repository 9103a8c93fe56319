import TestSupport
import Testing

@testable import LayoutEngine

/// A custom guide at a fraction of a view's width or height, as SwiftUI's documentation writes
/// `FirstThirdAlignment` (`context.height / 3`).
private struct Fraction: AlignmentID {
  var of: Double
  var vertical: Bool

  func defaultValue(in d: ViewDimensions) -> Double { (vertical ? d.height : d.width) * of }
}

/// A guide at the view's trailing edge, as `.alignmentGuide(.leading) { d in d[.trailing] }`.
private struct TrailingEdge: AlignmentGuideComputation {
  func value(in d: ViewDimensions, context: AlignmentGuideContext) -> Double {
    d[HorizontalAlignment.trailing]
  }
}

/// The guides of the tests: the third of a view's height, a quarter of its width, and a leading
/// guide that starts at the view's leading edge (SwiftUI's form-label pattern).
private let firstThird = VerticalAlignment(Fraction(of: 1.0 / 3, vertical: true), name: "firstThird")
private let quarter = HorizontalAlignment(Fraction(of: 0.25, vertical: false), name: "quarter")
private let fieldLeading = HorizontalAlignment(Fraction(of: 0, vertical: false), name: "fieldLeading")

extension ViewNode {
  /// The node with its own value for `key`.
  fileprivate func guide(_ key: AlignmentKey, _ value: Double) -> ViewNode {
    modifier(.alignmentGuide(AlignmentGuide(key, value: value)))
  }
}

@Suite("Custom alignment guides")
struct CustomAlignmentTests {
  @Test("an HStack aligned by a custom guide lines up each child's default value of it")
  func hStackByDefaults() {
    // Guides at a third of each height: 10 and 30. Ahead of the line 30, past it max(20, 60):
    // the row is 90 tall and 120 wide, centred in 400 × 800 at (140, 355); a starts 20 down.
    let root = hStack(box(60, 30, id: "a"), box(60, 90, id: "b"), alignment: firstThird)
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 140, y: 375, width: 60, height: 30))
    #expect(result.frame("b") == Rect(x: 200, y: 355, width: 60, height: 90))
  }

  @Test("a custom guide set inside rows is carried out of them: the form-label alignment")
  func formRows() {
    // Each field's leading edge is its row's guide: 50 + 10 = 60 into the first row, 90 + 10 =
    // 100 into the second. Lined up, the rows reach 100 ahead and max(100, 80) past: 200 wide,
    // 40 tall, centred at (100, 380); the first row starts 40 in, and both fields at x = 200.
    let rows = vStack(
      hStack(
        box(50, 20, id: "label1"), box(100, 20, id: "field1").guide(.horizontal(fieldLeading), 0), spacing: 10
      ),
      hStack(
        box(90, 20, id: "label2"), box(80, 20, id: "field2").guide(.horizontal(fieldLeading), 0), spacing: 10),
      alignment: fieldLeading)
    let result = LayoutEngine.layout(rows, in: screen(400, 800))
    #expect(result.frame("label1") == Rect(x: 140, y: 380, width: 50, height: 20))
    #expect(result.frame("field1") == Rect(x: 200, y: 380, width: 100, height: 20))
    #expect(result.frame("label2") == Rect(x: 100, y: 400, width: 90, height: 20))
    #expect(result.frame("field2") == Rect(x: 200, y: 400, width: 80, height: 20))
    // Right to left the same lengths from the right edge: the fields' leading edges at x = 200.
    let mirrored = LayoutEngine.layout(rows, in: screen(400, 800, direction: .rightToLeft))
    #expect(mirrored.frame("label1") == Rect(x: 210, y: 380, width: 50, height: 20))
    #expect(mirrored.frame("field1") == Rect(x: 100, y: 380, width: 100, height: 20))
    #expect(mirrored.frame("label2") == Rect(x: 210, y: 400, width: 90, height: 20))
    #expect(mirrored.frame("field2") == Rect(x: 120, y: 400, width: 80, height: 20))
  }

  @Test("a stack carries out the mean of its children's values of a custom guide")
  func meanOfChildren() {
    // p and q set 10 and 30; their stack (60 wide, centred) carries 20. The outer stack: top's
    // default is 0, so 20 ahead and max(100, 40) past: 120 wide, 60 tall, at (140, 370).
    let inner = vStack(
      box(60, 20, id: "p").guide(.horizontal(fieldLeading), 10),
      box(60, 20, id: "q").guide(.horizontal(fieldLeading), 30))
    let root = vStack(box(100, 20, id: "top"), inner, alignment: fieldLeading)
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("top") == Rect(x: 160, y: 370, width: 100, height: 20))
    #expect(result.frame("p") == Rect(x: 140, y: 390, width: 60, height: 20))
    #expect(result.frame("q") == Rect(x: 140, y: 410, width: 60, height: 20))
  }

  @Test("a built-in guide set inside a stack stays inside it")
  func builtInStaysInside() {
    // b's leading guide (50) aligns nothing: its stack aligns by its centre, and the outer
    // stack sees the inner one's default leading edge. Both start at the outer stack's edge.
    let root = vStack(
      box(100, 20, id: "a"), vStack(box(50, 20, id: "b").guide(.horizontal(.leading), 50)),
      alignment: .leading)
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 150, y: 380, width: 100, height: 20))
    #expect(result.frame("b") == Rect(x: 150, y: 400, width: 50, height: 20))
  }

  @Test("a ZStack and a frame align by a custom guide's defaults, mirrored right to left")
  func zStackAndFrame() {
    // A quarter of each width: 25 and 10. The union is 100 wide: b starts 15 in, and is
    // centred on the other axis; the stack is centred at (150, 380).
    let z = zStack(
      [box(100, 40, id: "a"), box(40, 20, id: "b")],
      alignment: Alignment(horizontal: quarter, vertical: .center))
    let result = LayoutEngine.layout(z, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 150, y: 380, width: 100, height: 40))
    #expect(result.frame("b") == Rect(x: 165, y: 390, width: 40, height: 20))
    // A frame 100 wide puts its child's guide (10) on its own (25): 15 from its leading edge.
    let framed = box(40, 20, id: "c").modifier(
      .frame(FrameSpec(width: 100, height: 20, alignment: Alignment(horizontal: quarter, vertical: .center))))
    #expect(
      LayoutEngine.layout(framed, in: screen(400, 800)).frame("c")
        == Rect(x: 165, y: 390, width: 40, height: 20))
    let mirrored = LayoutEngine.layout(framed, in: screen(400, 800, direction: .rightToLeft))
    #expect(mirrored.frame("c") == Rect(x: 195, y: 390, width: 40, height: 20))
  }

  @Test("a guide written before padding is carried out, moved by the padding's leading inset")
  func throughPadding() {
    // b's leading guide is its trailing edge, 50; padded by 10 it is 60 into a 70 × 40 view. The
    // stack reaches 60 ahead of the line and max(100, 10) past: 160 wide, 70 tall, at (120, 365).
    let padded = box(50, 20, id: "b").modifier(
      .alignmentGuide(AlignmentGuide(.horizontal(.leading), computation: TrailingEdge()))
    )
    .modifier(.padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)))
    let root = vStack(box(100, 30, id: "a"), padded, alignment: .leading)
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 180, y: 365, width: 100, height: 30))
    #expect(result.frame("b") == Rect(x: 130, y: 405, width: 50, height: 20))
  }

  @Test("a guide is carried out of a frame by where the frame aligns its content, and through a background")
  func throughFrameAndBackground() {
    // b (40 wide, guide 40) centred in an 80-wide frame starts 20 in: the frame's guide is 60.
    // The stack reaches 60 ahead and max(100, 20) past: 160 wide, at x 120; b at 140.
    let framed = box(40, 20, id: "b").modifier(
      .alignmentGuide(AlignmentGuide(.horizontal(.leading), computation: TrailingEdge()))
    )
    .modifier(.frame(FrameSpec(width: 80, height: 20)))
    .modifier(.background(box(10, 10), alignment: .center))
    let root = vStack(box(100, 20, id: "a"), framed, alignment: .leading)
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 180, y: 380, width: 100, height: 20))
    #expect(result.frame("b") == Rect(x: 140, y: 400, width: 40, height: 20))
  }

  @Test("a retained relayout of custom guides gives a fresh layout's frames")
  func retained() {
    let rows = vStack(
      hStack(box(50, 20, id: "label1"), box(100, 20).guide(.horizontal(fieldLeading), 0), spacing: 10),
      hStack(box(90, 20), box(80, 20).guide(.horizontal(fieldLeading), 0), spacing: 10),
      alignment: fieldLeading)
    let retained = RetainedLayout()
    _ = retained.layout(rows, in: screen(400, 800))
    _ = retained.layout(rows, in: screen(300, 800))
    #expect(retained.layout(rows, in: screen(400, 800)) == LayoutEngine.layout(rows, in: screen(400, 800)))
  }
}
