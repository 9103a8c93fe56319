import TestSupport
import Testing

@testable import LayoutEngine

/// `Group`, `ForEach` and `EmptyView` stand for their children in the container around them, as
/// in SwiftUI: a stack spaces a group's children as its own, a group's modifiers apply to each
/// child, a `ForEach` repeats its content with `$0` standing for the item, and an empty view takes
/// no space and no spacing.
@Suite("Group, ForEach and EmptyView")
struct GroupingTests {
  @Test("a group's children are the stack's: spaced 8 pt as its own, with the group's padding each")
  func groupInAStack() {
    let root = ViewNode(
      .vStack(),
      children: [
        box(100, 20, id: "a"),
        ViewNode(
          .group, children: [box(50, 10, id: "b"), box(50, 10, id: "c")],
          modifiers: [.padding(EdgeInsets(all: 5))], id: "g"),
      ])
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let result = LayoutEngine.layout(root, in: screen(direction: direction))
      // 20 + 8 + (10 + 10) + 8 + (10 + 10) = 76 tall, centred in 800: top at 362; 100 wide at 150.
      #expect(result.frame("a") == Rect(x: 150, y: 362, width: 100, height: 20))
      #expect(result.frame("b") == Rect(x: 175, y: 395, width: 50, height: 10))
      #expect(result.frame("c") == Rect(x: 175, y: 423, width: 50, height: 10))
      #expect(result.node(withID: "g") == nil)
      #expect(!result.nodes.contains { $0.element.typeName == "Group" })
    }
  }

  @Test("an EmptyView takes no space and no spacing")
  func emptyView() {
    let root = ViewNode(
      .vStack(), children: [box(10, 10, id: "a"), ViewNode(.emptyView), box(10, 10, id: "b")])
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("b").minY - result.frame("a").maxY == 8)
    #expect(result.nodes.count == 3)
  }

  @Test("a ForEach over items repeats its content, $0 standing for each item, at Large and AX5")
  func forEachItems() {
    let template = ViewNode(.text("Mail $0"), id: "row")
    let root = ViewNode(
      .vStack(alignment: .leading, spacing: 0),
      children: [ViewNode(.forEach(.items(["Inbox", "Sent", "Drafts"])), children: [template])])
    for (size, line) in [(DynamicTypeSize.large, 22.0), (.accessibility5, 62)] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        var context = screen(direction: direction)
        context.dynamicTypeSize = size
        let result = LayoutEngine.layout(root, in: context)
        let texts = result.nodes.compactMap { $0.text?.lines.first?.text }
        #expect(texts == ["Mail Inbox", "Mail Sent", "Mail Drafts"])
        // HIG body line heights: 22 pt at Large, 62 pt at AX5; one row under the other.
        #expect(result.frame("row-1").minY - result.frame("row-0").minY == line)
        #expect(result.frame("row-2").minY - result.frame("row-1").minY == line)
        // Leading-aligned: left edges line up in left to right, right edges in right to left.
        if direction == .leftToRight {
          #expect(result.frame("row-0").minX == result.frame("row-2").minX)
        } else {
          #expect(close(result.frame("row-0").maxX, result.frame("row-2").maxX))
        }
      }
    }
  }

  @Test("a ForEach over a count numbers its copies from 0; right to left reverses their order")
  func forEachCount() {
    let root = ViewNode(
      .hStack(spacing: 0),
      children: [ViewNode(.forEach(.count(3)), children: [box(10, 10, id: "cell")])])
    let ltr = LayoutEngine.layout(root, in: screen())
    #expect(ltr.frame("cell-0") == Rect(x: 185, y: 395, width: 10, height: 10))
    #expect(ltr.frame("cell-2") == Rect(x: 205, y: 395, width: 10, height: 10))
    let rtl = LayoutEngine.layout(root, in: screen(direction: .rightToLeft))
    #expect(rtl.frame("cell-0") == Rect(x: 205, y: 395, width: 10, height: 10))
    #expect(rtl.frame("cell-2") == Rect(x: 185, y: 395, width: 10, height: 10))
  }

  @Test("a ForEach in a list gives the list one row per item")
  func forEachInAList() {
    let root = ViewNode(
      .list(),
      children: [ViewNode(.forEach(.count(4)), children: [ViewNode(.text("Row $0"), id: "row")])])
    let result = LayoutEngine.layout(root, in: screen())
    let rows = (0..<4).map { result.frame("row-\($0)") }
    // Rows are at least 44 pt apart (the list's minimum row), one under the other.
    for (upper, lower) in zip(rows, rows.dropFirst()) { #expect(lower.minY - upper.minY == 44) }
  }

  @Test("a group at the root, or as a navigation stack's root view, lays out as a VStack")
  func groupThatCannotSplice() {
    let root = ViewNode(.group, children: [box(100, 20, id: "a"), box(100, 20, id: "b")], id: "g")
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("g") == Rect(x: 150, y: 376, width: 100, height: 48))
    #expect(result.frame("b").minY == 404)
  }

  @Test("their names and declarations")
  func vocabulary() {
    #expect(Element.group.typeName == "Group")
    #expect(Element.forEach(.count(2)).typeName == "ForEach")
    #expect(Element.emptyView.typeName == "EmptyView")
    #expect(Declarations.element("EmptyView")?.allowsBareName == true)
    #expect("Row $0 of $0".replacingPlaceholder(with: "2") == "Row 2 of 2")
  }
}
