import TestSupport
import Testing

@testable import LayoutEngine

/// A guide at another of the view's guides, or at a fixed offset from it.
private struct Guide: AlignmentGuideComputation {
  enum Base: Hashable { case trailing, bottom, height, none }
  var base: Base
  var plus: Double = 0

  func value(in d: ViewDimensions, context: AlignmentGuideContext) -> Double {
    switch base {
    case .trailing: d[HorizontalAlignment.trailing] + plus
    case .bottom: d[VerticalAlignment.bottom] + plus
    case .height: d.height + plus
    case .none: plus
    }
  }
}

/// The counters the two guides of the chip flow share, as the captured `var`s of SwiftUI's
/// closures are shared.
private final class FlowCounters {
  var width = 0.0
  var height = 0.0
}

/// The "flow of chips by alignment guides" pattern, written against the engine: each chip's
/// leading guide moves a shared column counter left by its width (or back to 0 and a row down
/// when it would pass the `GeometryReader`'s width), its top guide reads the row counter; the last
/// chip resets both, so the next pass starts again from 0.
private struct FlowGuide: AlignmentGuideComputation {
  var horizontal: Bool
  var isLast: Bool
  /// Counts calls, to show the counters are per pass.
  var key = 0

  func value(in d: ViewDimensions, context: AlignmentGuideContext) -> Double {
    let id = ObjectIdentifier(FlowCounters.self)
    let counters = context.pass.storage[id] as? FlowCounters ?? FlowCounters()
    context.pass.storage[id] = counters
    if horizontal {
      if abs(counters.width - d.width) > context.geometrySize?.width ?? .infinity {
        counters.width = 0
        counters.height -= d.height
      }
      let result = counters.width
      counters.width = isLast ? 0 : counters.width - d.width
      return result
    }
    let result = counters.height
    if isLast { counters.height = 0 }
    return result
  }
}

@Suite("Alignment guides")
struct AlignmentGuideTests {
  @Test("a VStack aligns a child's own leading guide, its trailing edge, with the others' leading edges")
  func vStackLeading() {
    let root = ViewNode(
      .vStack(alignment: .leading, spacing: 0),
      children: [
        box(100, 30, id: "a"),
        box(50, 20, id: "b").modifier(
          .alignmentGuide(AlignmentGuide(.horizontal(.leading), computation: Guide(base: .trailing)))),
      ], id: "stack")
    // Guides 0 and 50 on one line: 50 ahead of it, 100 past it, 150 wide, centred in 400.
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("stack") == Rect(x: 125, y: 375, width: 150, height: 50))
    #expect(result.frame("a") == Rect(x: 175, y: 375, width: 100, height: 30))
    #expect(result.frame("b") == Rect(x: 125, y: 405, width: 50, height: 20))
    // Right to left: the guide is the view's trailing edge in its own leading-based terms, so b's
    // trailing edge (now its left) meets a's leading edge (now its right): the stack mirrors.
    let mirrored = LayoutEngine.layout(root, in: screen(400, 800, direction: .rightToLeft))
    #expect(mirrored.frame("stack") == Rect(x: 125, y: 375, width: 150, height: 50))
    #expect(mirrored.frame("a") == Rect(x: 125, y: 375, width: 100, height: 30))
    #expect(mirrored.frame("b") == Rect(x: 225, y: 405, width: 50, height: 20))
  }

  @Test("a guide for another alignment than the container's is ignored")
  func otherAlignment() {
    let root = ViewNode(
      .vStack(alignment: .center, spacing: 0),
      children: [
        box(100, 30, id: "a"),
        box(50, 20, id: "b").modifier(.alignmentGuide(AlignmentGuide(.horizontal(.leading), value: 50))),
      ], id: "stack")
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("stack") == Rect(x: 150, y: 375, width: 100, height: 50))
    #expect(result.frame("b") == Rect(x: 175, y: 405, width: 50, height: 20))
  }

  @Test("an HStack aligned by its top moves a child whose top guide is offset")
  func hStackTop() {
    let root = ViewNode(
      .hStack(alignment: .top, spacing: 10),
      children: [
        box(60, 40, id: "a"),
        box(60, 20, id: "b").modifier(.alignmentGuide(AlignmentGuide(.vertical(.top), value: -15))),
        box(60, 40, id: "c").modifier(
          .alignmentGuide(AlignmentGuide(.vertical(.top), computation: Guide(base: .height, plus: -50)))),
      ], id: "row")
    // Top guides 0, -15, -10 on one line: the most ahead is 0, so b starts 15 below it and c 10;
    // the row reaches 40 (a), 35 (b) and 50 (c) below: 50 tall, 200 wide, centred in 400 × 800.
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("row") == Rect(x: 100, y: 375, width: 200, height: 50))
    #expect(result.frame("a") == Rect(x: 100, y: 375, width: 60, height: 40))
    #expect(result.frame("b") == Rect(x: 170, y: 390, width: 60, height: 20))
    #expect(result.frame("c") == Rect(x: 240, y: 385, width: 60, height: 40))
  }

  @Test("a ZStack aligns each child's computed guides on both axes and grows to their union")
  func zStackComputed() {
    let badge = box(20, 20, id: "badge").modifier(
      .alignmentGuide(AlignmentGuide(.horizontal(.trailing), computation: Guide(base: .none, plus: 10)))
    ).modifier(.alignmentGuide(AlignmentGuide(.vertical(.top), computation: Guide(base: .bottom, plus: -10))))
    let root = ViewNode(
      .zStack(alignment: .topTrailing), children: [box(100, 60, id: "card"), badge], id: "z")
    // Trailing guides 100 (card) and 10 (badge): the badge's centre sits on the card's trailing
    // edge; top guides 0 and 10: its centre on the card's top. Union: 110 × 70.
    let result = LayoutEngine.layout(root, in: screen(400, 800))
    #expect(result.frame("z") == Rect(x: 145, y: 365, width: 110, height: 70))
    #expect(result.frame("card") == Rect(x: 145, y: 375, width: 100, height: 60))
    #expect(result.frame("badge") == Rect(x: 235, y: 365, width: 20, height: 20))
  }

  @Test("frames and overlays align a child's own guide with theirs")
  func frameAndOverlay() {
    let inFrame = box(40, 20, id: "a")
      .modifier(.alignmentGuide(AlignmentGuide(.horizontal(.center), value: 0)))
      .modifier(.frame(FrameSpec(width: 200, height: 100, alignment: .center)))
    let framed = LayoutEngine.layout(ViewNode(.vStack(), children: [inFrame]), in: screen(400, 800))
    // The frame's centre (x 100 of 200) meets the child's leading edge.
    #expect(framed.frame("a") == Rect(x: 200, y: 390, width: 40, height: 20))

    let dot = box(10, 10, id: "dot").modifier(
      .alignmentGuide(AlignmentGuide(.vertical(.top), computation: Guide(base: .bottom))))
    let card = box(100, 50, id: "card").modifier(.overlay(dot, alignment: .topTrailing))
    let overlaid = LayoutEngine.layout(card, in: screen(400, 800))
    // The dot's bottom on the card's top, its trailing edge on the card's.
    #expect(overlaid.frame("card") == Rect(x: 150, y: 375, width: 100, height: 50))
    #expect(overlaid.frame("dot") == Rect(x: 240, y: 365, width: 10, height: 10))
  }

  func flow(_ count: Int, width: Double) -> ViewNode {
    let chips = (0..<count).map { n in
      box(100, 30, id: "c\(n)")
        .modifier(
          .alignmentGuide(
            AlignmentGuide(
              .horizontal(.leading), computation: FlowGuide(horizontal: true, isLast: n == count - 1)))
        )
        .modifier(
          .alignmentGuide(
            AlignmentGuide(.vertical(.top), computation: FlowGuide(horizontal: false, isLast: n == count - 1))
          ))
    }
    let reader = ViewNode(
      .geometryReader, children: [ViewNode(.zStack(alignment: .topLeading), children: chips, id: "z")],
      id: "g")
    return reader.modifier(.frame(FrameSpec(width: width, height: 300)))
  }

  @Test("the flow of chips by shared guide state wraps at the GeometryReader's width, each pass afresh")
  func chipFlow() {
    // 250 wide: two chips a row (a third would reach 300), rows 30 apart.
    let narrow = LayoutEngine.layout(flow(5, width: 250), in: screen(400, 800))
    let g = narrow.frame("g")
    #expect(g.width == 250)
    #expect(
      (0..<5).map { narrow.frame("c\($0)").origin }
        == [(0, 0), (100, 0), (0, 30), (100, 30), (0, 60)].map { Point(x: g.minX + $0, y: g.minY + $1) })
    #expect(narrow.frame("z") == Rect(x: g.minX, y: g.minY, width: 200, height: 90))
    // 350 wide: three a row.
    let wide = LayoutEngine.layout(flow(5, width: 350), in: screen(400, 800))
    let w = wide.frame("g")
    #expect(
      (0..<5).map { wide.frame("c\($0)").origin }
        == [(0, 0), (100, 0), (200, 0), (0, 30), (100, 30)].map { Point(x: w.minX + $0, y: w.minY + $1) })
    // Right to left: rows start at the right edge.
    let rtl = LayoutEngine.layout(flow(5, width: 250), in: screen(400, 800, direction: .rightToLeft))
    let r = rtl.frame("g")
    #expect(
      (0..<5).map { rtl.frame("c\($0)").origin }
        == [(150, 0), (50, 0), (150, 30), (50, 30), (150, 60)].map { Point(x: r.minX + $0, y: r.minY + $1) })
  }

  @Test("a retained relayout of the flow gives the frames of a fresh layout")
  func retainedFlow() {
    let retained = RetainedLayout()
    let context = screen(400, 800)
    let original = flow(5, width: 250)
    let first = retained.layout(original, in: context)
    #expect(first.nodes.map(\.frame) == LayoutEngine.layout(original, in: context).nodes.map(\.frame))
    // The same tree again, then an edit inside the flow: each is laid out as a fresh layout is.
    let again = retained.layout(original, in: context)
    #expect(again.nodes.map(\.frame) == first.nodes.map(\.frame))
    var edited = original
    // The first chip grows to 150: the second no longer fits beside it (250 < 150 + 100 + 100 …).
    edited.children[0].children[0].modifiers[0] = .frame(FrameSpec(width: 150, height: 30))
    let incremental = retained.layout(edited, in: context)
    #expect(incremental.nodes.map(\.frame) == LayoutEngine.layout(edited, in: context).nodes.map(\.frame))
    let g = incremental.frame("g")
    #expect(incremental.frame("c1").origin == Point(x: g.minX + 150, y: g.minY))
    #expect(incremental.frame("c2").origin == Point(x: g.minX, y: g.minY + 30))
  }
}
