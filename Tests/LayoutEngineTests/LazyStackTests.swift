import TestSupport
import Testing

@testable import LayoutEngine

/// `LazyVStack` and `LazyHStack` share their length as stacks do but take the whole offer across
/// their axis, as SwiftUI's lazy stacks fill the width (height) of their scroll view.
@Suite("Lazy stacks")
struct LazyStackTests {
  @Test("a LazyVStack is as wide as it is offered; its children sit at its alignment inside")
  func lazyVStackFillsTheWidth() {
    let root = ViewNode(
      .lazyVStack(alignment: .leading, spacing: 10),
      children: [box(100, 50, id: "a"), box(200, 30, id: "b")],
      id: "stack")
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.frame("stack") == Rect(x: 0, y: 355, width: 400, height: 90))
    #expect(result.frame("a") == Rect(x: 0, y: 355, width: 100, height: 50))
    #expect(result.frame("b") == Rect(x: 0, y: 415, width: 200, height: 30))
    // A VStack of the same children is only as wide as the widest.
    let eager = ViewNode(
      .vStack(alignment: .leading, spacing: 10), children: [box(100, 50), box(200, 30)], id: "v")
    #expect(LayoutEngine.layout(eager, in: screen()).frame("v").width == 200)
  }

  @Test("a LazyHStack is as tall as it is offered and as wide as its children; right to left mirrors it")
  func lazyHStackFillsTheHeight() {
    let root = ViewNode(
      .lazyHStack(alignment: .top, spacing: 0), children: [box(100, 50, id: "a"), box(50, 20, id: "b")],
      id: "stack")
    let result = LayoutEngine.layout(root, in: screen(400, 300))
    #expect(result.frame("stack") == Rect(x: 125, y: 0, width: 150, height: 300))
    #expect(result.frame("b") == Rect(x: 225, y: 0, width: 50, height: 20))
    let rtl = LayoutEngine.layout(root, in: screen(400, 300, direction: .rightToLeft))
    #expect(rtl.frame("a") == Rect(x: 175, y: 0, width: 100, height: 50))
  }

  @Test("in a vertical scroll view a LazyVStack takes the scroll view's width and its content's height")
  func inAScrollView() {
    let root = ViewNode(
      .scrollView(), children: [ViewNode(.lazyVStack(), children: [box(80, 40), box(80, 40)], id: "stack")])
    let result = LayoutEngine.layout(root, in: screen(390, 800))
    #expect(result.frame("stack") == Rect(x: 0, y: 0, width: 390, height: 88))
  }

  @Test("asked for its ideal size it is its children's size, like a stack")
  func idealSize() {
    let root = ViewNode(
      .lazyVStack(spacing: 0), children: [box(100, 50), box(60, 10)],
      modifiers: [.fixedSize(horizontal: true, vertical: true)], id: "stack")
    #expect(LayoutEngine.layout(root, in: screen()).frame("stack").size == Size(width: 100, height: 60))
  }

  @Test("their names, traits and declarations")
  func vocabulary() {
    #expect(Element.lazyVStack().typeName == "LazyVStack")
    #expect(Element.lazyHStack().typeName == "LazyHStack")
    #expect(Element.lazyVStack().isContainer)
    #expect(Declarations.element("LazyHStack")?.signature == "LazyHStack(alignment:spacing:content:)")
  }
}
