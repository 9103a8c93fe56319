import TestSupport
import Testing

@testable import LayoutEngine

/// A retained layout scrolls without laying the tree out again: the scrolled views are placed
/// again and their content moved, and the frames are always a fresh layout's at that offset.
@Suite("Retained layout, scrolling")
struct RetainedScrollTests {
  @Test("after random scrolls, one after another, the same result as a fresh layout, laid out in place")
  func randomScrolls() {
    PropertyCheck.check("retained layout after scrolls", minimumApplicable: 0.2) {
      (input: RetainedScrollCase) in
      // In a scroll view, so that every case has one to scroll (the random trees seldom do).
      let tree = scrollView(.vertical, [input.base.tree.viewNode])
      var context = input.base.scenario.context()
      let retained = RetainedLayout()
      var result = retained.layout(tree, in: context)
      guard result == LayoutEngine.layout(tree, in: context) else { return .fails("first layout differs") }
      var applied = false
      for (n, scroll) in input.scrolls.enumerated() {
        guard let scrolled = RetainedScrollCase.applying(scroll, to: context, of: result) else { break }
        // The same offsets again are the same context: the last result, reused.
        let same = scrolled == context
        context = scrolled
        let before = (retained.incrementalCount, retained.reuseCount)
        result = retained.layout(tree, in: context)
        guard result == LayoutEngine.layout(tree, in: context) else {
          return .fails("after scroll \(n) (\(scroll)) the result differs from a fresh layout's")
        }
        guard retained.incrementalCount == before.0 + (same ? 0 : 1),
          retained.reuseCount == before.1 + (same ? 1 : 0)
        else { return .fails("scroll \(n) was laid out afresh") }
        applied = true
      }
      return applied ? .holds : .notApplicable
    }
  }

  @Test("scrolling a long stack moves its rows rather than placing them again")
  func scrollingMovesContent() {
    let rows = (0..<1_000).map { n in
      hStack(box(20, 20), text("Row \(n)"), spacer(), text("Detail")).modifier(.padding(EdgeInsets(all: 4)))
    }
    let tree = scrollView(.vertical, [vStack(rows, alignment: .leading, spacing: 0)])
    var context = screen(400, 800)
    let retained = RetainedLayout()
    context.scrollOffsets["0"] = 10_000
    _ = retained.layout(tree, in: context)
    // The first layout places every internal node.
    let placedBefore = retained.placementCount
    // Offsets whose differences are exact, as the session's are (`PreviewState.scrollQuantum`),
    // a few hundred points apart, as scroll keys move.
    for offset in [10_200.0, 10_400.5, 10_150.25, 10_000] {
      context.scrollOffsets["0"] = offset
      let result = retained.layout(tree, in: context)
      #expect(result == LayoutEngine.layout(tree, in: context), "offset \(offset)")
      #expect(result.nodes[0].scroll?.offset == offset)
    }
    #expect(retained.incrementalCount == 4)
    // Each scroll places the scroll view and its stack again, and the few rows whose coordinate
    // would drop into a smaller binade (`PlacementMemory.moved`); the rest move: each scroll places
    // under a tenth of what the first layout placed.
    #expect(placedBefore > 5_000)
    #expect(retained.placementCount - placedBefore < 4 * placedBefore / 10)
  }

  @Test("an edit after a scroll, and a scroll with an edit, give a fresh layout's result")
  func scrollAndEdit() {
    let rows = (0..<40).map { n in ViewNode(.text("Row \(n)")) }
    let tree = scrollView(.vertical, [vStack(rows, alignment: .leading, spacing: 2)])
    var context = screen(300, 600)
    let retained = RetainedLayout()
    _ = retained.layout(tree, in: context)
    context.scrollOffsets["0"] = 120
    #expect(retained.layout(tree, in: context) == LayoutEngine.layout(tree, in: context))
    var edited = tree
    edited.children[0].children[3].element = .text(
      "Row three, now long enough to wrap onto more lines than one")
    #expect(retained.layout(edited, in: context) == LayoutEngine.layout(edited, in: context))
    context.scrollOffsets["0"] = 40.25
    var again = edited
    again.children[0].children[30].element = .text("Thirty")
    #expect(retained.layout(again, in: context) == LayoutEngine.layout(again, in: context))
    #expect(retained.incrementalCount == 3)
  }
  @Test("a scroll view recompiled by an edit scrolls in place, and the one it replaced is not looked at")
  func scrollAfterAnEditReplacesAScrollView() {
    let row = { (title: String) in
      scrollView(.horizontal, [hStack((0..<8).map { _ in text(title) })])
    }
    let rows = (0..<30).map { n in row("Item \(n)") }
    let tree = scrollView(.vertical, [vStack(rows, alignment: .leading, spacing: 4)])
    var context = screen(300, 600)
    let retained = RetainedLayout()
    _ = retained.layout(tree, in: context)
    // Row 5 recompiled: its scroll view is a new internal node; the old one stays in the arrays.
    var edited = tree
    edited.children[0].children[5] = row("A longer item title")
    #expect(retained.layout(edited, in: context) == LayoutEngine.layout(edited, in: context))
    for (path, offset) in [("0.0.5", 60.0), ("0.0.6", 30.5), ("0", 80), ("0.0.5", 0)] {
      context.scrollOffsets[path] = offset
      let result = retained.layout(edited, in: context)
      #expect(result == LayoutEngine.layout(edited, in: context), "\(path) at \(offset)")
      let index = result.nodes.indices.first { result.path(of: $0) == path }!
      #expect(result.nodes[index].scroll?.offset == offset, "\(path) at \(offset)")
    }
    #expect(retained.incrementalCount == 5)
  }
}
