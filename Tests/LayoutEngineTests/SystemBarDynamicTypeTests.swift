import LayoutEngine
import TestSupport
import Testing

/// Bars at the largest accessibility text size (AX5) on the iPhone SE (4-inch): they keep the
/// heights they have at the default size, their text does not grow, tab items share the bar's
/// width, and the content gets what is left between them, clipped when it does not fit.
extension SystemBarTests {
  /// The iPhone SE (4-inch) at AX5.
  var seAX5: LayoutContext {
    var context = se
    context.dynamicTypeSize = .accessibility5
    return context
  }

  /// The inbox sample's bars: a large title, back button, trailing item and search field, in a
  /// tab view with two tabs.
  var inbox: ViewNode { tabs(navigation(.large, search: "Search", back: "Mailboxes")) }

  @Test func barsKeepTheirHeightsAtAX5AndContentFillsTheRest() throws {
    let result = LayoutEngine.layout(inbox, in: seAX5)
    // 44 + 52 + 52, from the status bar down, as at the default size.
    #expect(bar(result, "NavigationBar") == Rect(x: 0, y: 20, width: 320, height: 148))
    #expect(bar(result, "SearchField") == Rect(x: 16, y: 124, width: 288, height: 36))
    #expect(bar(result, "TabBar") == Rect(x: 0, y: 519, width: 320, height: 49))
    // The content is everything between them: 519 - 168 = 351 pt.
    #expect(result.frame("content") == Rect(x: 0, y: 168, width: 320, height: 351))
    #expect(result.frame("nav") == Rect(x: 0, y: 20, width: 320, height: 499))
  }

  @Test func tabItemsShareTheBarAtAX5() throws {
    let result = LayoutEngine.layout(inbox, in: seAX5)
    let mail = try #require(result.node(withID: "mail"))
    let settings = try #require(result.node(withID: "settings"))
    #expect(mail.outerFrame == Rect(x: 0, y: 519, width: 160, height: 49))
    #expect(settings.outerFrame == Rect(x: 160, y: 519, width: 160, height: 49))
    // Icon over title, both inside the bar.
    let bar = Rect(x: 0, y: 519, width: 320, height: 49)
    for item in [mail, settings] {
      #expect(bar.contains(item.frame))
      let parts = result.nodes.filter { $0.parent == result.nodes.firstIndex(of: item) }
      #expect(parts.count == 2)
      for part in parts { #expect(bar.contains(part.frame), "\(part.element.typeName) \(part.frame)") }
    }
  }

  @Test func barTextStaysAtTheDefaultSizeAndLargeTitlesStopAtXXXLarge() throws {
    let result = LayoutEngine.layout(inbox, in: seAX5)
    let back = try #require(result.nodes.first { $0.text?.lines.first?.text == "‹ Mailboxes" })
    // Body at the default size: 17 pt on a 22-pt line, centred in the 44-pt row.
    #expect(back.font?.pointSize == 17)
    #expect(back.frame.midY == 20 + 22)
    #expect(back.frame.minX == 8)
    let edit = result.frame("edit")
    #expect(edit.maxX == 320 - 16)
    #expect(edit.midY == 20 + 22)
    // The large title follows Dynamic Type up to xxxLarge: 40 pt on a 48-pt line in its 52-pt row.
    let title = try #require(result.nodes.first { $0.text?.lines.first?.text == "Inbox" })
    #expect(title.font?.pointSize == 40)
    #expect(title.frame.height == 48)
    #expect(title.frame.minY == 64 + 2)
    // Tab titles are caption2 at the default size, 11 pt.
    let tabTitle = try #require(result.nodes.first { $0.text?.lines.first?.text == "Mail" })
    #expect(tabTitle.font?.pointSize == 11)
    // Below xxxLarge the large title scales as the table says: 31 pt at xSmall.
    var small = se
    small.dynamicTypeSize = .xSmall
    let smallTitle = try #require(
      LayoutEngine.layout(inbox, in: small).nodes.first { $0.text?.lines.first?.text == "Inbox" })
    #expect(smallTitle.font?.pointSize == 31)
  }

  @Test func contentTallerThanTheSpaceBetweenBarsStartsBelowTheTopBarAndIsClipped() throws {
    let tall = fill(id: "tall").modifier(.frame(FrameSpec(width: 200, height: 600)))
    let result = LayoutEngine.layout(tabs(navigation(.inline).replacingContent(tall)), in: seAX5)
    let region = Rect(x: 0, y: 64, width: 320, height: 455)
    let node = try #require(result.node(withID: "tall"))
    // Not centred over the bars: it starts at the top of the region, and only the region shows.
    #expect(node.frame == Rect(x: 60, y: 64, width: 200, height: 600))
    #expect(node.clip == region)
    #expect(bar(result, "NavigationBar") == Rect(x: 0, y: 20, width: 320, height: 44))
    #expect(bar(result, "TabBar") == Rect(x: 0, y: 519, width: 320, height: 49))
  }

  @Test func anItemTallerThanItsBarIsClippedToTheBar() throws {
    let tallItem = fill(id: "tall-item").modifier(.frame(FrameSpec(width: 30, height: 100)))
    let result = LayoutEngine.layout(navigation(.inline, bottom: [tallItem]), in: seAX5)
    let toolbar = Rect(x: 0, y: 524, width: 320, height: 44)
    #expect(bar(result, "Toolbar") == toolbar)
    let item = try #require(result.node(withID: "tall-item"))
    // Centred on the 44-pt row, overflowing it by 28 pt each way; only the bar's part shows.
    #expect(item.frame == Rect(x: 145, y: 496, width: 30, height: 100))
    #expect(item.clip == toolbar)
    // The bar itself is not clipped, so its edge toward the content is drawn.
    #expect(result.nodes.first { $0.element.typeName == "Toolbar" }?.clip == nil)
    #expect(result.frame("content") == Rect(x: 0, y: 64, width: 320, height: 460))
  }
}

extension ViewNode {
  /// This navigation stack with `content` as its root view.
  fileprivate func replacingContent(_ content: ViewNode) -> ViewNode {
    var copy = self
    copy.children = [content]
    return copy
  }
}
