import Testing

@testable import LayoutEngine

/// `NavigationSplitView`: columns side by side at regular width, the sidebar alone at compact.
@Suite("NavigationSplitView")
struct SplitViewTests {
  let split = ViewNode(
    .navigationSplitView, children: [fill(id: "sidebar"), fill(id: "content"), fill(id: "detail")])

  @Test("regular width: a 320 pt sidebar, a 320 pt content column and the rest for the detail")
  func regular() {
    var context = screen(1366, 1024)
    context.horizontalSizeClass = .regular
    let result = LayoutEngine.layout(split, in: context)
    #expect(result.frame("sidebar") == Rect(x: 0, y: 0, width: 320, height: 1024))
    #expect(result.frame("content") == Rect(x: 320, y: 0, width: 320, height: 1024))
    #expect(result.frame("detail") == Rect(x: 640, y: 0, width: 726, height: 1024))
  }

  @Test("compact width: the sidebar fills the screen and the other columns are hidden")
  func compact() {
    let result = LayoutEngine.layout(split, in: screen(402, 874))
    #expect(result.frame("sidebar") == Rect(x: 0, y: 0, width: 402, height: 874))
    #expect(result.node(withID: "content")!.isHidden)
    #expect(result.node(withID: "detail")!.isHidden)
  }

  @Test("right to left: the sidebar is on the right")
  func mirrored() {
    var context = screen(1024, 768, direction: .rightToLeft)
    context.horizontalSizeClass = .regular
    let two = ViewNode(.navigationSplitView, children: [fill(id: "sidebar"), fill(id: "detail")])
    let result = LayoutEngine.layout(two, in: context)
    #expect(result.frame("sidebar") == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(result.frame("detail") == Rect(x: 0, y: 0, width: 704, height: 768))
  }

  @Test("narrow regular windows share the width before the detail gets the rest")
  func narrow() {
    #expect(SplitViewMetrics.columnWidths(total: 600, count: 3) == [200, 200, 200])
    #expect(SplitViewMetrics.columnWidths(total: 1024, count: 2) == [320, 704])
  }
}
