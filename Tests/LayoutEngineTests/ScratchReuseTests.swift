import TestSupport
import Testing

@testable import LayoutEngine

/// Layouts reuse the arrays of earlier ones (`LayoutScratch`); nothing an earlier layout cached
/// may leak into a later one, whatever the order and sizes of the trees.
@Suite("Scratch reuse")
struct ScratchReuseTests {
  /// Two boxes stacked: frames known exactly on a 400 x 800 screen.
  let small = vStack(box(100, 40, id: "a"), box(60, 20, id: "b"))

  /// Many rows of text: a bigger tree, whose cache entries would mislead `small` if reused.
  let large = ViewNode(
    .vStack(alignment: .leading, spacing: 4),
    children: (0..<300).map { i in
      hStack(ViewNode(.text("Row \(i) with a title")), ViewNode(.spacer(minLength: nil)), box(20, 20))
    })

  @Test("a small layout after a large one has its own exact frames")
  func smallAfterLarge() {
    let first = LayoutEngine.layout(large, in: screen())
    let result = LayoutEngine.layout(small, in: screen())
    #expect(result.node(withID: "a")?.frame == Rect(x: 150, y: 370, width: 100, height: 40))
    #expect(result.node(withID: "b")?.frame == Rect(x: 170, y: 410, width: 60, height: 20))
    #expect(LayoutEngine.layout(large, in: screen()) == first)
  }

  @Test("the same tree laid out again, and in another size, matches a layout after other trees")
  func repeatedAndResized() {
    let narrow = screen(200, 800)
    let wideFirst = LayoutEngine.layout(large, in: screen())
    let narrowFirst = LayoutEngine.layout(large, in: narrow)
    _ = LayoutEngine.layout(small, in: screen())
    #expect(LayoutEngine.layout(large, in: narrow) == narrowFirst)
    #expect(LayoutEngine.layout(large, in: screen()) == wideFirst)
    #expect(narrowFirst != wideFirst)
  }

  @Test("texts measured into the arrays of a dropped result read their own strings")
  func textArraysOfADroppedResult() {
    do {
      let dropped = LayoutEngine.layout(large, in: screen())
      #expect(dropped.nodes.count == 1201)
    }
    let tree = vStack(ViewNode(.text("Hello there"), id: "t"), ViewNode(.text("x\ny"), id: "u"))
    let result = LayoutEngine.layout(tree, in: screen())
    #expect(result.node(withID: "t")?.text?.lines.map(\.text) == ["Hello there"])
    #expect(result.node(withID: "u")?.text?.lines.map(\.text) == ["x", "y"])
    // The same tree measured into fresh arrays (a prepared text has a store of its own).
    let font = result.node(withID: "t")!.font!
    let fresh = PreparedText("Hello there", font: font).layout(width: 400, height: nil, lineLimit: nil)
    #expect(result.node(withID: "t")?.text == fresh)
  }

  @Test("layouts running at the same time each get the right frames")
  func concurrent() async {
    let expected = LayoutEngine.layout(large, in: screen())
    let results = await withTaskGroup(of: Bool.self) { group in
      for n in 0..<8 {
        group.addTask {
          n.isMultiple(of: 2)
            ? LayoutEngine.layout(large, in: screen()) == expected
            : LayoutEngine.layout(small, in: screen()).node(withID: "b")?.frame
              == Rect(x: 170, y: 410, width: 60, height: 20)
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }
}
