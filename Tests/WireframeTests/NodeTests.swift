import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

@Test func fixedRectangleFillsExactlyItsCells() {
  let (result, canvas) = draw(box(40, 16, id: "box"), on: plainScreen, viewport: plainViewport)
  #expect(result.frame("box") == Rect(x: 180, y: 392, width: 40, height: 16))
  var expected: Set<[Int]> = []
  for column in 45..<55 { for row in 49..<51 { expected.insert([column, row]) } }
  #expect(canvas.cells(with: .fill) == expected)
  #expect(canvas[45, 49].character == "░")
}

@Test func hiddenNodesAreNotDrawn() {
  let (_, canvas) = draw(box(40, 16).modifier(.hidden), on: plainScreen, viewport: plainViewport)
  #expect(canvas.cells(with: .fill).isEmpty)
}

@Test func textLandsOnItsFrameRowAndColumn() {
  let (result, canvas) = draw(text("Hi", id: "t"), on: plainScreen, viewport: plainViewport)
  let frame = result.frame("t")
  let cells = plainViewport.cells(for: frame)
  let row = plainViewport.cell(atX: frame.minX, y: frame.midY).row
  #expect(canvas.text(row: row, from: cells.minColumn, count: 2) == "Hi")
  #expect(canvas[cells.minColumn, row].role == .text)
}

@Test func textIsRightAlignedInRightToLeft() {
  let root = text("Hi", id: "t").modifier(.frame(FrameSpec(width: 200, alignment: .leading)))
  var (result, _) = draw(root, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
  let index = result.nodes.firstIndex { $0.id == "t" }!
  // Widen the text's own frame so its alignment inside the frame shows, whatever the text metrics.
  let old = result.nodes[index].frame
  result.nodes[index].frame = Rect(x: 100, y: old.minY, width: 200, height: old.height)
  let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  let row = plainViewport.cell(atX: 100, y: old.midY).row
  #expect(canvas.text(row: row, from: 73, count: 2) == "Hi", "ends at the frame's last column, 74")
  #expect(canvas[25, row].character == " ")

  result.context.layoutDirection = .leftToRight
  result.nodes[index].layoutDirection = .leftToRight
  let ltr = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  #expect(ltr.text(row: row, from: 25, count: 2) == "Hi")
}

@Test func layoutTruncationShowsEllipsisInItsRole() {
  var (result, _) = draw(text("Hello", id: "t"), on: plainScreen, viewport: plainViewport)
  let index = result.nodes.firstIndex { $0.id == "t" }!
  result.nodes[index].frame = Rect(x: 100, y: 400, width: 80, height: 16)
  result.nodes[index].text = TextLayout(
    lines: [TextLine(text: "Hel…", width: 40)], size: Size(width: 40, height: 16), isTruncated: true)
  let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  #expect(canvas.text(row: 51, from: 25, count: 4) == "Hel…")
  #expect(canvas[28, 51].role == .truncatedText)
  #expect(canvas[27, 51].role == .text)
  #expect(canvas.cells(with: .clippedText).isEmpty)
}

@Test func textTooLongForItsFrameIsCutWithAMarker() {
  var (result, _) = draw(text("Hello world", id: "t"), on: plainScreen, viewport: plainViewport)
  let index = result.nodes.firstIndex { $0.id == "t" }!
  result.nodes[index].frame = Rect(x: 100, y: 400, width: 20, height: 16)
  let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  #expect(canvas.text(row: 51, from: 25, count: 5) == "Hell›")
  #expect(canvas[29, 51].role == .clippedText)
  #expect(canvas[30, 51].character == " ", "nothing beyond the frame")
  #expect(canvas.cells(with: .truncatedText).isEmpty)
}

@Test func multipleLinesGoOnSuccessiveRows() {
  var (result, _) = draw(text("a", id: "t"), on: plainScreen, viewport: plainViewport)
  let index = result.nodes.firstIndex { $0.id == "t" }!
  result.nodes[index].frame = Rect(x: 100, y: 400, width: 40, height: 32)
  result.nodes[index].text = TextLayout(
    lines: [TextLine(text: "one", width: 30), TextLine(text: "two", width: 30)],
    size: Size(width: 30, height: 32), isTruncated: false)
  let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  // The lines' middles are 16 pt (two rows) apart; they close up around the same middle, so the
  // paragraph has no blank row inside it.
  #expect(canvas.text(row: 51, from: 25, count: 3) == "one")
  #expect(canvas.text(row: 52, from: 25, count: 3) == "two")
  #expect(canvas.text(row: 53, from: 25, count: 3) == "   ")
}

@Test func selectionCoversTheSelectedFrame() {
  let root = ViewNode(.vStack(alignment: .center, spacing: 0), children: [box(40, 16), box(20, 16, id: "b")])
  let result = LayoutEngine.layout(root, in: plainScreen.context())
  let index = result.nodes.firstIndex { $0.id == "b" }!
  let canvas = Wireframe.rasterize(
    result, on: plainScreen, viewport: plainViewport, options: .init(selection: index))
  let cells = plainViewport.cells(for: result.nodes[index].frame)
  var expected: Set<[Int]> = []
  for column in cells.minColumn..<cells.maxColumn {
    for row in cells.minRow..<cells.maxRow { expected.insert([column, row]) }
  }
  #expect(canvas.cells(with: .selection) == expected)
  #expect(canvas[cells.minColumn, cells.minRow].character == "░", "characters kept")
}

@Test func controlCharactersInTextBecomeControlPictures() {
  let (_, canvas) = draw(text("a\u{1B}b\u{7F}\u{85}", id: "t"), on: plainScreen, viewport: plainViewport)
  let all = canvas.lines.joined()
  #expect(all.contains("a\u{241B}b\u{2421}\u{FFFD}"))
  #expect(!all.unicodeScalars.contains { Sanitizer.isControl($0) })
}

@Test func clipRegionLimitsDrawing() {
  var (result, _) = draw(box(40, 16, id: "box"), on: plainScreen, viewport: plainViewport)
  let index = result.nodes.firstIndex { $0.id == "box" }!
  result.nodes[index].clip = Rect(x: 180, y: 392, width: 20, height: 16)
  let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
  #expect(canvas.cells(with: .fill).count == 5 * 2)
}

@Test func tinyAndHugeFramesNeverCrash() {
  var (result, _) = draw(
    ViewNode(.button(title: "Go", style: .bordered, controlSize: .small), id: "b"),
    on: plainScreen, viewport: plainViewport)
  let index = result.nodes.firstIndex { $0.id == "b" }!
  let elements: [Element] = [
    .button(title: "Go", style: .bordered, controlSize: .small), .textField(placeholder: "x", text: nil),
    .toggle(title: "t", isOn: true), .slider(value: 2), .progressView(.linear(-1)), .divider,
    .image(.photo("p", naturalSize: Size(width: 1, height: 1)), resizable: true),
    .label(title: "l", systemImage: "s"),
  ]
  let frames = [
    Rect(x: 10, y: 10, width: 0, height: 0), Rect(x: 10, y: 10, width: 1, height: 1),
    Rect(x: -1e6, y: -1e6, width: 3e6, height: 3e6), Rect(x: .nan, y: .infinity, width: 10, height: 10),
  ]
  for element in elements {
    for frame in frames {
      result.nodes[index].element = element
      result.nodes[index].frame = frame
      let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
      #expect(canvas.columns == 100)
    }
  }
}
