import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// `redacted(reason: .placeholder)` on the plain screen (4 pt a column, 8 pt a row): the letters
/// and digits of the text inside and the symbols become placeholder blocks in their cells, spaces,
/// punctuation and outlines stay; frames do not change; `unredacted()` inside undoes it, and the
/// other reasons draw the view as it is.
@Suite("Drawing redacted views")
struct RedactedDrawingTests {
  func modifiers(_ name: String, _ values: [(String, Value)] = [], bare: Bool = false) throws -> [Modifier] {
    var arguments = ArgumentValues(isBareCall: bare)
    for (key, value) in values { arguments.append(key, value) }
    return try Declarations.modifier(name)!.build(arguments)
  }

  func stack(_ children: [ViewNode], _ modifiers: [Modifier]) -> ViewNode {
    ViewNode(
      .vStack(alignment: .leading, spacing: 8), children: children,
      modifiers: modifiers + [
        .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
      ])
  }

  /// The text of every row of `frame`'s cells, joined.
  func text(_ canvas: Canvas, _ frame: Rect) -> String {
    let cells = plainViewport.cells(for: frame)
    return (cells.minRow..<cells.maxRow).map {
      canvas.text(row: $0, from: cells.minColumn, count: cells.width)
    }
    .joined(separator: "\n")
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func placeholderBlocksKeepTheFrames(direction: LayoutDirection) throws {
    let children = [
      ViewNode(.text("Hi, 42 items"), id: "t"),
      ViewNode(.button(title: "Open", style: .bordered), id: "b"),
      ViewNode(.text("Shown"), modifiers: try modifiers("unredacted", bare: true), id: "u"),
    ]
    let placeholder = try modifiers("redacted", [("reason", .choice("placeholder"))])
    let (redactedResult, canvas) = draw(
      stack(children, placeholder), on: plainScreen, viewport: plainViewport, direction: direction)
    let (plainResult, plain) = draw(
      stack(children, []), on: plainScreen, viewport: plainViewport, direction: direction)
    #expect(redactedResult.nodes.map(\.frame) == plainResult.nodes.map(\.frame))
    // Letters and digits are blocks; the space and comma stay.
    let t = text(canvas, redactedResult.frame("t"))
    #expect(t.contains("▆▆, ▆▆ ▆▆▆▆▆") && !t.contains("Hi"))
    #expect(text(plain, plainResult.frame("t")).contains("Hi, 42 items"))
    // The button keeps its outline; its title is blocks.
    let b = plainViewport.cells(for: redactedResult.frame("b"))
    let buttonRows = (b.minRow..<b.maxRow).map { canvas.text(row: $0, from: b.minColumn, count: b.width) }
    #expect(buttonRows.contains { $0.contains("▆▆▆▆") } && !buttonRows.joined().contains("Open"))
    #expect(buttonRows.first?.contains("─") == true)
    #expect(text(canvas, redactedResult.frame("u")).contains("Shown"))
  }

  @Test func otherReasonsDrawTheViewAsItIs() throws {
    #expect(try modifiers("redacted", [("reason", .choice("privacy"))]).isEmpty)
    #expect(try modifiers("redacted", [("reason", .choice("invalidated"))]).isEmpty)
    #expect(try modifiers("redacted", [("reason", .choice("placeholder"))]) == [.redacted(true)])
  }

  @Test func asciiUsesHashes() throws {
    let node = stack(
      [ViewNode(.text("Hello"), id: "t")], try modifiers("redacted", [("reason", .choice("placeholder"))]))
    var options = WireframeOptions()
    options.glyphs = .ascii
    let (result, canvas) = draw(node, on: plainScreen, viewport: plainViewport, options: options)
    #expect(text(canvas, result.frame("t")).contains("#####"))
  }
}
