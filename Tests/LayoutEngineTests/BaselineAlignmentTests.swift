import TestSupport
import Testing

@testable import LayoutEngine

/// `HStack(alignment: .firstTextBaseline / .lastTextBaseline)` and baseline `Alignment`s, by exact
/// frames at Large and AX5 in both directions.
///
/// The expected numbers come from the rules in docs/LayoutFormat.md ("Baseline alignment"), worked
/// out by hand: a line box is the HIG leading tall, the glyphs (Inter's ascender 2728 plus
/// descender 680 of 2816 per em) are centred in it, so a line's baseline lies
/// `leading / 2 + pointSize × (2728 − 1704) / 2816 = leading / 2 + pointSize × 4 / 11` below its
/// top. At Large: body (17/22) 11 + 68/11, caption (12/16) 8 + 48/11, large title (34/41)
/// 20.5 + 136/11, title (28/34) 17 + 112/11.
@Suite("Baseline alignment")
struct BaselineAlignmentTests {
  static let cases = ControlStyleTests.cases

  /// The first baseline of a one-line text of `style`, by the rule above.
  func baseline(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
    let entry = DynamicTypeTable.entry(style, size)
    return entry.leading / 2 + entry.pointSize * 4 / 11
  }

  func leading(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
    DynamicTypeTable.entry(style, size).leading
  }

  func styled(_ string: String, _ style: TextStyle, id: String) -> ViewNode {
    ViewNode(.text(string), modifiers: [.font(Font(style: style))], id: id)
  }

  /// `node` at its ideal size in the top leading corner of a 400 x 800 screen.
  func layout(_ node: ViewNode, _ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutResult {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    let corner = vStack(node, alignment: .leading).modifier(
      .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    return LayoutEngine.layout(corner, in: context)
  }

  @Test("the rule's numbers at Large: body 17.18, caption 12.36, large title 32.86 below the line's top")
  func handWorkedBaselines() {
    #expect(close(baseline(.body, .large), 11 + 68.0 / 11))
    #expect(abs(baseline(.body, .large) - 17.1818) < 1e-4)
    #expect(abs(baseline(.caption, .large) - 12.3636) < 1e-4)
    #expect(abs(baseline(.largeTitle, .large) - 32.8636) < 1e-4)
    let font = Font(style: .body).resolved(for: .large)
    #expect(close(font.firstBaselineOffset(), baseline(.body, .large)))
  }

  @Test(
    "a large title and a caption share their first baseline; the caption sits 20.5 lower at Large",
    arguments: cases)
  func twoStyles(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    let row = hStack(
      styled("42", .largeTitle, id: "value"), styled("steps", .caption, id: "unit"),
      alignment: .firstTextBaseline
    ).named("row")
    let result = layout(row, direction, size)
    let value = result.frame("value")
    let unit = result.frame("unit")
    #expect(close(value.minY, 0))
    #expect(close(unit.minY, baseline(.largeTitle, size) - baseline(.caption, size)))
    #expect(close(value.minY + baseline(.largeTitle, size), unit.minY + baseline(.caption, size)))
    // The large title reaches furthest above and below the shared baseline.
    #expect(close(result.frame("row").height, leading(.largeTitle, size)))
    if size == .large { #expect(close(unit.minY, 20.5)) }
    // Right to left mirrors the order, not the heights.
    if direction == .rightToLeft {
      #expect(close(value.maxX, 400))
      #expect(close(unit.maxX, value.minX))
    } else {
      #expect(close(unit.minX, value.maxX))
    }
  }

  @Test(
    "a text beside a 20 pt square: the square's bottom is on the text's baseline and the row is taller than either",
    arguments: cases)
  func textBesideShape(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    let row = hStack(
      box(20, 20, id: "square"), styled("Hi", .body, id: "text"), alignment: .firstTextBaseline
    )
    .named("row")
    let result = layout(row, direction, size)
    let b = baseline(.body, size)
    let above = max(20, b)
    #expect(close(result.frame("square").maxY, above))
    #expect(close(result.frame("text").minY + b, above))
    #expect(close(result.frame("row").height, above + (leading(.body, size) - b)))
    if size == .large {
      // 20 + 22 - 17.18: the square reaches 2.82 above the text, the text 4.82 below the square.
      #expect(abs(result.frame("row").height - 24.8182) < 1e-4)
      #expect(result.frame("row").height > 22)
    }
  }

  @Test(
    "two lines beside a large title: first aligns the top line, last the bottom line",
    arguments: cases)
  func firstAndLastLines(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    let lines = styled("Line one\nLine two", .body, id: "lines")
    let body = baseline(.body, size)
    let line = leading(.body, size)
    let title = baseline(.largeTitle, size)
    let titleHeight = leading(.largeTitle, size)

    let first = layout(
      hStack(lines, styled("Go", .largeTitle, id: "go"), alignment: .firstTextBaseline).named("row"),
      direction, size)
    #expect(close(first.frame("lines").height, 2 * line))
    #expect(close(first.frame("lines").minY + body, first.frame("go").minY + title))
    let firstAbove = max(body, title)
    #expect(close(first.frame("row").height, firstAbove + max(2 * line - body, titleHeight - title)))

    let last = layout(
      hStack(lines, styled("Go", .largeTitle, id: "go"), alignment: .lastTextBaseline).named("row"),
      direction, size)
    #expect(close(last.frame("lines").minY + line + body, last.frame("go").minY + title))
    let lastAbove = max(line + body, title)
    #expect(close(last.frame("row").height, lastAbove + max(line - body, titleHeight - title)))
    if size == .large {
      // Last: the second line's baseline at 22 + 17.18 = 39.18, the title's top 6.32 below the row's.
      #expect(abs(last.frame("go").minY - 6.3182) < 1e-4)
      #expect(abs(last.frame("row").height - 47.3182) < 1e-4)
      // First: the title's baseline at 32.86, the two lines start 15.68 down.
      #expect(abs(first.frame("lines").minY - 15.6818) < 1e-4)
    }
  }

  @Test(
    "a nested VStack has its first text's first baseline and its last text's last baseline",
    arguments: cases)
  func nestedVStack(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    let column = vStack(styled("Title", .title, id: "title"), styled("sub", .caption, id: "sub"))
    let body = baseline(.body, size)
    for alignment in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
      let row = hStack(column, styled("x", .body, id: "x"), alignment: alignment).named("row")
      let result = layout(row, direction, size)
      let guide =
        alignment == .firstTextBaseline
        ? result.frame("title").minY + baseline(.title, size)
        : result.frame("sub").minY + baseline(.caption, size)
      #expect(close(result.frame("x").minY + body, guide))
      #expect(close(result.frame("sub").minY, result.frame("title").maxY))
    }
    let last = layout(
      hStack(column, styled("x", .body, id: "x"), alignment: .lastTextBaseline), direction, size)
    #expect(close(last.frame("title").minY, 0))
    let columnBaseline = leading(.title, size) + baseline(.caption, size)
    #expect(close(last.frame("x").minY, columnBaseline - body))
  }

  @Test("padding and a frame move the baseline with the text inside them", arguments: cases)
  func paddingAndFrame(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    let padded = styled("Padded", .body, id: "padded").modifier(
      .padding(EdgeInsets(top: 10, leading: 4, bottom: 2, trailing: 4)))
    let framed = styled("Framed", .body, id: "framed").modifier(.frame(FrameSpec(height: 60)))
    let plain = styled("Plain", .caption, id: "plain")
    let row = hStack(padded, framed, plain, alignment: .firstTextBaseline)
    let result = layout(row, direction, size)
    let guide = result.frame("plain").minY + baseline(.caption, size)
    #expect(close(result.frame("padded").minY + baseline(.body, size), guide))
    #expect(close(result.frame("framed").minY + baseline(.body, size), guide))
    // The frame centres its text; at Large it reaches highest (its top is the row's) and its text
    // is 19 below; at AX5 (body 53/62, a line taller than the frame) the padded text is higher.
    if size == .large {
      #expect(close(result.frame("framed").minY, 19))
    } else {
      #expect(close(result.frame("padded").minY, 10))
      #expect(close(result.frame("framed").minY, 10))
    }
  }

  @Test("an overlay keeps the content's baseline; fixedSize centres without moving it off the text")
  func overlayAndFixedSize() {
    let decorated = styled("Badge", .body, id: "badge").modifier(.overlay(box(4, 4), alignment: .topTrailing))
    let fixed = styled("Fixed", .body, id: "fixed").modifier(.fixedSize(horizontal: true, vertical: true))
    let row = hStack(decorated, fixed, styled("x", .largeTitle, id: "x"), alignment: .firstTextBaseline)
    let result = layout(row, .leftToRight, .large)
    let guide = result.frame("x").minY + baseline(.largeTitle, .large)
    #expect(close(result.frame("badge").minY + baseline(.body, .large), guide))
    #expect(close(result.frame("fixed").minY + baseline(.body, .large), guide))
  }

  @Test("a row without text aligns bottoms, as a bottom-aligned row does")
  func noText() {
    let baselineRow = layout(
      hStack(box(10, 30, id: "a"), box(10, 12, id: "b"), alignment: .firstTextBaseline), .leftToRight, .large)
    let bottomRow = layout(
      hStack(box(10, 30, id: "a"), box(10, 12, id: "b"), alignment: .bottom), .leftToRight, .large)
    #expect(baselineRow.frame("a") == bottomRow.frame("a"))
    #expect(baselineRow.frame("b") == bottomRow.frame("b"))
    #expect(baselineRow.frame("b").minY == 18)
  }

  @Test(
    "a ZStack on leadingFirstTextBaseline puts its texts' baselines together; a frame puts the baseline at its bottom"
  )
  func zStackAndFrame() {
    let stack = zStack(
      [styled("Big", .largeTitle, id: "big"), styled("small", .caption, id: "small")],
      alignment: .leadingFirstTextBaseline
    ).named("z")
    let result = layout(stack, .leftToRight, .large)
    #expect(close(result.frame("big").minY, 0))
    #expect(close(result.frame("small").minY + baseline(.caption, .large), baseline(.largeTitle, .large)))
    #expect(close(result.frame("z").height, leading(.largeTitle, .large)))
    #expect(close(result.frame("small").minX, 0))

    let framed = styled("Low", .body, id: "low").modifier(
      .frame(FrameSpec(width: 100, height: 100, alignment: .leadingFirstTextBaseline)))
    let inFrame = layout(framed, .leftToRight, .large)
    let frame = inFrame.node(withID: "low")!.outerFrame
    #expect(frame.height == 100)
    #expect(close(inFrame.frame("low").minY + baseline(.body, .large), frame.maxY))
    #expect(close(inFrame.frame("low").minX, frame.minX))
  }

  @Test("Dynamic Type moves the baselines: the caption sits lower under a large title at AX5 than at Large")
  func dynamicType() {
    func unitTop(_ size: DynamicTypeSize) -> Double {
      let row = hStack(
        styled("42", .largeTitle, id: "value"), styled("km", .caption, id: "unit"),
        alignment: .firstTextBaseline)
      return layout(row, .leftToRight, size).frame("unit").minY
    }
    #expect(close(unitTop(.large), 20.5))
    // AX5: large title 60/70, caption 43/51: 35 + 240/11 - (25.5 + 172/11) = 9.5 + 68/11.
    #expect(close(unitTop(.accessibility5), 9.5 + 68.0 / 11))
  }

  @Test(
    "property: in a row aligned on a baseline every child's guide is on one line, the row just holds them")
  func alignedGuidesAreEqual() {
    let words = ["42", "steps", "Distance", "km", "Hello, world", "g"]
    let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility5]
    for seed in 0..<150 {
      var rng = SplitMix64(seed: UInt64(seed))
      let which = Bool.random(using: &rng) ? VerticalAlignment.firstTextBaseline : .lastTextBaseline
      let size = sizes.randomElement(using: &rng)!
      let direction = Bool.random(using: &rng) ? LayoutDirection.leftToRight : .rightToLeft
      var children: [ViewNode] = []
      for k in 0..<Int.random(in: 2...5, using: &rng) {
        guard Int.random(in: 0..<4, using: &rng) > 0 else {
          children.append(box(10, Double(Int.random(in: 1...60, using: &rng)), id: "c\(k)"))
          continue
        }
        let lines = (0..<Int.random(in: 1...3, using: &rng)).map { _ in words.randomElement(using: &rng)! }
        var node = styled(
          lines.joined(separator: "\n"), TextStyle.allCases.randomElement(using: &rng)!, id: "c\(k)")
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: node = node.modifier(.padding(EdgeInsets(top: Double(Int.random(in: 0...20, using: &rng)))))
        case 1: node = node.modifier(.frame(FrameSpec(height: Double(Int.random(in: 10...90, using: &rng)))))
        default: break
        }
        children.append(node)
      }
      let result = layout(hStack(children, alignment: which).named("row"), direction, size)
      var guides: [Double] = []
      for k in children.indices {
        let node = result.node(withID: "c\(k)")!
        guard case .textual = node.element, let text = node.text, let font = node.font else {
          guides.append(node.frame.maxY)
          continue
        }
        let first = font.lineHeight / 2 + font.pointSize * 4 / 11
        let lastLine = which == .lastTextBaseline ? Double(text.lines.count - 1) * font.lineHeight : 0
        guides.append(node.frame.minY + lastLine + first)
      }
      #expect(guides.allSatisfy { abs($0 - guides[0]) < 1e-9 }, "seed \(seed): \(guides)")
      let row = result.frame("row")
      let outers = children.indices.map { result.node(withID: "c\($0)")!.outerFrame }
      #expect(close(outers.map(\.minY).min()!, row.minY), "seed \(seed)")
      #expect(close(outers.map(\.maxY).max()!, row.maxY), "seed \(seed)")
    }
  }

  @Test("a titled button's baseline is its title's, centred in the button")
  func buttonTitle() {
    let button = ViewNode(.button(title: "Save"), id: "save")
    let row = hStack(button, styled("x", .largeTitle, id: "x"), alignment: .firstTextBaseline)
    let result = layout(row, .leftToRight, .large)
    let frame = result.frame("save")
    let title = result.node(withID: "save")!
    let lines = Double(title.text!.lines.count)
    let titleTop = frame.minY + (frame.height - lines * leading(.body, .large)) / 2
    #expect(close(titleTop + baseline(.body, .large), result.frame("x").minY + baseline(.largeTitle, .large)))
  }
}

extension ViewNode {
  /// The same node with id `id`, for reading its frame.
  fileprivate func named(_ id: String) -> ViewNode {
    var copy = self
    copy.id = id
    return copy
  }
}
