import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Text in layout")
struct TextInLayoutTests {
  let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

  @Test("text wraps to the offered width and its height is lines times the line height")
  func wraps() {
    let root = ViewNode(.text(sentence), id: "t").modifier(.frame(FrameSpec(width: 120)))
    let node = LayoutEngine.layout(root, in: screen()).node(withID: "t")!
    let lines = node.text!.lines
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.width <= 120 })
    #expect(node.frame.height == Double(lines.count) * node.font!.lineHeight)
    #expect(lines.map(\.text).joined(separator: " ") == sentence)
  }

  @Test(
    "in a centred VStack a one-line Text's frame is its own width, centred; a wrapped one is its widest line's",
    arguments: ControlStyleTests.cases)
  func centredStackText(_ direction: LayoutDirection, _ size: DynamicTypeSize) {
    var context = screen(direction: direction)
    context.dynamicTypeSize = size
    let root = vStack(ViewNode(.text("Hi"), id: "short"), ViewNode(.text(sentence), id: "long"))
    let result = LayoutEngine.layout(root, in: context)
    let font = Font.body.resolved(for: size)
    let hi = PreparedText("Hi", font: font).idealWidth
    let wrapped = PreparedText(sentence, font: font).size(width: 400, height: nil, lineLimit: nil)
    #expect(close(result.frame("short").width, hi))
    #expect(close(result.frame("short").midX, 200))
    #expect(close(result.frame("long").width, wrapped.width))
    #expect(wrapped.width < 400 && wrapped.width > 300)
    #expect(close(result.frame("long").midX, 200))
  }

  @Test("lineLimit truncates and flags the node; the environment value reaches nested text")
  func lineLimit() {
    let root = vStack(ViewNode(.text(sentence), id: "t")).modifier(.lineLimit(1))
      .modifier(.frame(FrameSpec(width: 120)))
    let node = LayoutEngine.layout(root, in: screen()).node(withID: "t")!
    #expect(node.text!.lines.count == 1)
    #expect(node.isTruncated)
    #expect(node.text!.lines[0].text.hasSuffix("…"))
  }

  @Test("fixedSize text does not wrap")
  func fixedSizeText() {
    let root = ViewNode(.text(sentence), id: "t").modifier(.fixedSize(horizontal: true, vertical: true))
      .modifier(.frame(FrameSpec(width: 120)))
    let node = LayoutEngine.layout(root, in: screen()).node(withID: "t")!
    #expect(node.text!.lines.count == 1)
    #expect(!node.isTruncated)
  }

  @Test("the font follows Dynamic Type: every step up is at least as tall, AX5 much taller than xSmall")
  func dynamicType() {
    let root = ViewNode(.text(sentence), id: "t").modifier(.frame(FrameSpec(width: 300)))
    var heights: [Double] = []
    for size in DynamicTypeSize.allCases {
      var context = screen()
      context.dynamicTypeSize = size
      heights.append(LayoutEngine.layout(root, in: context).frame("t").height)
    }
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(heights.last! > 3 * heights.first!)
  }

  @Test("two texts in an HStack share the width by flexibility and both wrap")
  func textsShareWidth() {
    let root = hStack(ViewNode(.text(sentence), id: "a"), ViewNode(.text(sentence), id: "b"))
      .modifier(.frame(FrameSpec(width: 300)))
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("a").width <= 150)
    #expect(result.frame("b").width <= 150)
    #expect(result.frame("b").minX >= result.frame("a").maxX)
  }

  @Test("a layout is deterministic: the same input gives the same result")
  func deterministic() {
    let root = vStack(ViewNode(.text(sentence)), hStack(fill(), ViewNode(.text("x"))))
    #expect(LayoutEngine.layout(root, in: screen()) == LayoutEngine.layout(root, in: screen()))
  }
}
