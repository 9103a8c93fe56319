import LayoutEngine
import TestSupport
import Testing

/// A length computed from the `GeometryReader` around the view or from the screen, as an app's
/// `proxy.size.width / 3` or `UIScreen.main.bounds.width - 32` is: `of` times `times`, plus `plus`.
private struct Fraction: LengthComputation {
  enum Base: Hashable { case readerWidth, readerHeight, screenWidth }
  var of: Base
  var times = 1.0
  var plus = 0.0

  func value(in context: LengthContext) -> Double {
    let base: Double? =
      switch of {
      case .readerWidth: context.geometrySize?.width
      case .readerHeight: context.geometrySize?.height
      case .screenWidth: context.screenSize.width
      }
    return base.map { $0 * times + plus } ?? .nan
  }
}

/// `modifier` (made with the stand-in values) with `lengths` computed in each layout.
private func computed(_ modifier: Modifier, _ lengths: [ComputedModifier.Slot: Fraction]) -> Modifier {
  let slots = lengths.mapValues {
    ComputedLength($0, readsGeometry: $0.of != .screenWidth, text: "\($0)")
  }
  return .computed(ComputedModifier(modifier, lengths: slots)!)
}

/// A rectangle of `modifiers`.
private func rectangle(_ id: String, _ modifiers: Modifier...) -> ViewNode {
  ViewNode(.rectangle, modifiers: modifiers, id: id)
}

/// The frame of the node `id` of `tree` laid out in `context`.
private func frame(_ id: String, of tree: ViewNode, in context: LayoutContext) -> Rect {
  LayoutEngine.layout(tree, in: context).frame(id)
}

/// A `GeometryReader` around `content`.
private func reader(_ content: ViewNode..., id: String = "reader") -> ViewNode {
  ViewNode(.geometryReader, children: content, id: id)
}

@Suite("Lengths computed while laying out")
struct ComputedLengthTests {
  /// A card a third of the reader wide and 50 tall.
  let card = reader(
    rectangle(
      "card",
      computed(.frame(FrameSpec(width: 130, height: 50)), [.width: Fraction(of: .readerWidth, times: 1 / 3)]))
  )

  @Test("a frame a third of the reader's width, on a phone, an iPad, in landscape and right to left")
  func thirdOfReader() {
    // The reader fills the screen; the card sits at its top leading corner.
    let expected: [(LayoutContext, Rect)] = [
      (screen(390, 844), Rect(x: 0, y: 0, width: 130, height: 50)),
      (screen(1032, 1376), Rect(x: 0, y: 0, width: 344, height: 50)),
      (screen(844, 390), Rect(x: 0, y: 0, width: 844.0 / 3, height: 50)),
      (screen(390, 844, direction: .rightToLeft), Rect(x: 260, y: 0, width: 130, height: 50)),
    ]
    for (context, rect) in expected { #expect(frame("card", of: card, in: context) == rect) }
  }

  @Test("padding, offset and position computed from the reader, both directions")
  func paddingOffsetPosition() {
    let tree = reader(
      vStack(
        rectangle(
          "padded", .frame(FrameSpec(width: 100, height: 50)),
          computed(.padding(EdgeInsets(all: 0)), [.leading: Fraction(of: .readerWidth, times: 0.1)])),
        rectangle(
          "moved", .frame(FrameSpec(width: 100, height: 50)),
          computed(.offset(x: 0, y: 0), [.x: Fraction(of: .readerWidth, times: 0.25)])),
        alignment: .leading))
    // 400 wide: 40 of leading padding, an offset of 100 towards the trailing edge.
    let result = LayoutEngine.layout(tree, in: screen(400, 800))
    #expect(result.frame("padded").origin == Point(x: 40, y: 0))
    #expect(result.frame("moved").origin == Point(x: 100, y: 50))
    let rtl = LayoutEngine.layout(tree, in: screen(400, 800, direction: .rightToLeft))
    #expect(rtl.frame("padded").origin == Point(x: 400 - 40 - 100, y: 0))
    #expect(rtl.frame("moved").origin == Point(x: 400 - 100 - 100, y: 50))
    // `position` centres the view at a point a half and a quarter into the reader.
    let centred = reader(
      rectangle(
        "dot", .frame(FrameSpec(width: 20, height: 20)),
        computed(
          .position(x: 0, y: 0),
          [.x: Fraction(of: .readerWidth, times: 0.5), .y: Fraction(of: .readerHeight, times: 0.25)])))
    #expect(frame("dot", of: centred, in: screen(400, 800)).origin == Point(x: 190, y: 190))
    #expect(frame("dot", of: centred, in: screen(1032, 1376)).origin == Point(x: 506, y: 334))
  }

  @Test("a flexible frame's bounds computed from the reader, and a width from the screen outside any reader")
  func flexibleAndScreen() {
    let capped = reader(
      rectangle(
        "banner",
        computed(
          .frame(FrameSpec(maxWidth: 0, maxHeight: 0)),
          [
            .maxWidth: Fraction(of: .readerWidth, times: 0.8),
            .maxHeight: Fraction(of: .readerHeight, times: 0.1),
          ])))
    #expect(
      frame("banner", of: capped, in: screen(400, 800))
        == Rect(x: 0, y: 0, width: 320, height: 80))
    let side = rectangle(
      "side",
      computed(.frame(FrameSpec(width: 0, height: 10)), [.width: Fraction(of: .screenWidth, plus: -32)]))
    // Centred on the screen: (390 − 32) wide on a phone, (1032 − 32) on an iPad.
    #expect(
      frame("side", of: side, in: screen(390, 844))
        == Rect(x: 16, y: 417, width: 358, height: 10))
    #expect(frame("side", of: side, in: screen(1032, 1376)).width == 1000)
  }

  @Test("a length that cannot be computed keeps the value the modifier was made with")
  func fallback() {
    // No reader around the view: the reader's width is unknown.
    let orphan = rectangle(
      "orphan", computed(.frame(FrameSpec(width: 77, height: 10)), [.width: Fraction(of: .readerWidth)]))
    #expect(frame("orphan", of: orphan, in: screen(400, 800)).width == 77)
  }

  /// A reader above a footer `footer` tall, holding a 10-point row with a dot a quarter of the
  /// reader's height down (the row is placed exactly as before whatever the reader's size)
  /// and a scroll view whose content is half the reader's height tall (the scroll view proposes
  /// no height, so only the reader's size tells the content's sizes apart).
  private func scrolling(footer: Double) -> ViewNode {
    let dot = rectangle(
      "dot", .frame(FrameSpec(width: 10, height: 10)),
      computed(.position(x: 5, y: 0), [.y: Fraction(of: .readerHeight, times: 0.25)]),
      .frame(FrameSpec(height: 10)))
    let half = rectangle(
      "half", computed(.frame(FrameSpec(height: 0)), [.height: Fraction(of: .readerHeight, times: 0.5)]))
    return vStack(reader(vStack(dot, scrollView(.vertical, [half]))), box(400, footer, id: "footer"))
  }

  @Test("a retained relayout after the reader changed size gives a fresh layout's frames")
  func retainedRelayout() {
    let retained = RetainedLayout()
    let context = screen(400, 800)
    let first = retained.layout(scrolling(footer: 100), in: context)
    // The reader is 700 tall: the content 350, the dot 175 down.
    #expect(first.frame("half") == Rect(x: 0, y: 10, width: 400, height: 350))
    #expect(first.frame("dot").midY == 175)
    let edited = scrolling(footer: 300)
    let relaid = retained.layout(edited, in: context)
    let fresh = LayoutEngine.layout(edited, in: context)
    #expect(retained.incrementalCount == 1)
    #expect(relaid.nodes.map(\.frame) == fresh.nodes.map(\.frame))
    // 500 tall: the content 250, the dot 125 down.
    #expect(relaid.frame("half") == Rect(x: 0, y: 10, width: 400, height: 250))
    #expect(relaid.frame("dot").midY == 125)
  }
}
