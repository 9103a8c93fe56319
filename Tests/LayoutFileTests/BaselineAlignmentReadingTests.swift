import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `firstTextBaseline` and `lastTextBaseline` in a layout file, in every spelling SwiftUI writes
/// them, wherever a vertical or a two-axis alignment is read.
@Suite("Baseline alignments in a layout file")
struct BaselineAlignmentReadingTests {
  @Test(
    "an HStack takes either baseline, as a name, a member or a qualified member",
    arguments: [
      ("firstTextBaseline", VerticalAlignment.firstTextBaseline),
      (".firstTextBaseline", .firstTextBaseline),
      ("VerticalAlignment.firstTextBaseline", .firstTextBaseline),
      ("lastTextBaseline", .lastTextBaseline),
      (".lastTextBaseline", .lastTextBaseline),
      ("VerticalAlignment.lastTextBaseline", .lastTextBaseline),
    ])
  func hStack(_ written: String, _ alignment: VerticalAlignment) throws {
    let node = try body("HStack:\n  alignment: \(written)\n  content: [{Text: a}]")
    #expect(node.element == .hStack(alignment: alignment))
  }

  @Test("a LazyHStack and a LazyHGrid read a baseline too")
  func lazyContainers() throws {
    #expect(
      try body("LazyHStack: {alignment: .lastTextBaseline, content: [{Text: a}]}").element
        == .lazyHStack(alignment: .lastTextBaseline))
    let grid = try body("LazyHGrid: {rows: 2, alignment: firstTextBaseline, content: [{Text: a}]}")
    guard case .adaptive(.lazyHGrid(_, let alignment, _)) = grid.element else {
      Issue.record("not a LazyHGrid: \(grid.element)")
      return
    }
    #expect(alignment == .firstTextBaseline)
  }

  @Test("two-axis alignments combine a horizontal guide with a baseline, as SwiftUI names them")
  func twoAxis() throws {
    let node = try body(
      """
      ZStack:
        alignment: .leadingFirstTextBaseline
        content: [{Text: a}]
      frame: {width: 100, height: 40, alignment: Alignment.trailingLastTextBaseline}
      overlay:
        alignment: centerFirstTextBaseline
        content:
          Text: b
      """)
    #expect(node.element == .zStack(alignment: .leadingFirstTextBaseline))
    #expect(
      node.modifiers.first == .frame(FrameSpec(width: 100, height: 40, alignment: .trailingLastTextBaseline)))
    guard case .overlay(_, let alignment) = node.modifiers.last else {
      Issue.record("no overlay: \(node.modifiers)")
      return
    }
    #expect(alignment == Alignment(horizontal: .center, vertical: .firstTextBaseline))
  }

  @Test("a misspelt baseline is an error that suggests the guide meant")
  func misspelt() {
    let vertical = diagnostic("body:\n  HStack: {alignment: firstTextBaselin}")
    #expect(vertical?.suggestion == "firstTextBaseline")
    #expect(
      vertical?.description
        == "test.yaml:2:23: error: unknown alignment 'firstTextBaselin' for 'alignment'; expected one of "
        + "'top', 'center', 'bottom', 'firstTextBaseline', 'lastTextBaseline' (did you mean 'firstTextBaseline'?)"
    )
    #expect(diagnostic("body:\n  HStack: {alignment: .lastTextBasline}")?.suggestion == "lastTextBaseline")
    #expect(
      diagnostic("body:\n  ZStack: {alignment: leadingFirstTextBasline}")?.suggestion
        == "leadingFirstTextBaseline")
  }
}
