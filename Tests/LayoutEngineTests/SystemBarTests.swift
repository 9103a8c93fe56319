import LayoutEngine
import TestSupport
import Testing

/// Navigation bars, tab bars, toolbars and search fields: their heights in points and where the
/// content starts and ends, on an iPhone SE (4-inch) and an iPhone 17 Pro, in landscape, on iPad
/// and with the keyboard.
struct SystemBarTests {
  /// iPhone SE (4-inch): 320 x 568, 20-pt status bar, home button.
  let se = LayoutContext(
    containerSize: Size(width: 320, height: 568), safeAreaInsets: PhysicalInsets(top: 20))
  /// iPhone 17 Pro: 402 x 874, safe area 62 top, 34 bottom (home indicator).
  let pro = LayoutContext(
    containerSize: Size(width: 402, height: 874), safeAreaInsets: PhysicalInsets(top: 62, bottom: 34))
  /// iPhone 17 Pro in landscape: compact height, 62-pt sides, 21-pt bottom.
  let proLandscape = LayoutContext(
    containerSize: Size(width: 874, height: 402),
    safeAreaInsets: PhysicalInsets(top: 0, left: 62, bottom: 21, right: 62), verticalSizeClass: .compact)
  /// iPad Pro 12.9-inch portrait: regular/regular, 24 top, 20 bottom.
  let pad = LayoutContext(
    containerSize: Size(width: 1024, height: 1366), safeAreaInsets: PhysicalInsets(top: 24, bottom: 20),
    horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad)

  func navigation(
    _ mode: NavigationBarSpec.TitleDisplayMode, search: String? = nil, bottom: [ViewNode] = [],
    back: String? = nil
  ) -> ViewNode {
    ViewNode(
      .navigationStack(
        NavigationBarSpec(
          title: "Inbox", titleDisplayMode: mode, backTitle: back, searchPrompt: search,
          trailingItems: [ViewNode(.button(title: "Edit", style: .plain, controlSize: .regular), id: "edit")],
          bottomItems: bottom)),
      children: [fill(id: "content")], id: "nav")
  }

  func tabs(_ content: ViewNode) -> ViewNode {
    ViewNode(
      .tabView(selection: 0),
      children: [
        ViewNode(.tab(title: "Mail", systemImage: "tray"), children: [content], id: "mail"),
        ViewNode(
          .tab(title: "Settings", systemImage: "gear"), children: [fill(id: "hidden")], id: "settings"),
      ], id: "tabs")
  }

  func bar(_ result: LayoutResult, _ type: String) -> Rect? {
    result.nodes.first { $0.element.typeName == type }?.frame
  }

  @Test func inlineBarIs44PointsAndContentStartsBelowIt() throws {
    for (context, top) in [(se, 20.0), (pro, 62.0)] {
      let result = LayoutEngine.layout(navigation(.inline), in: context)
      #expect(
        bar(result, "NavigationBar") == Rect(x: 0, y: top, width: context.containerSize.width, height: 44))
      let bottom = context.containerSize.height - context.safeAreaInsets.bottom
      #expect(
        result.frame("content")
          == Rect(x: 0, y: top + 44, width: context.containerSize.width, height: bottom - top - 44))
    }
  }

  @Test func largeTitleBarIs96PointsAndSearchAdds52() throws {
    let large = LayoutEngine.layout(navigation(.large), in: pro)
    #expect(bar(large, "NavigationBar") == Rect(x: 0, y: 62, width: 402, height: 96))
    #expect(large.frame("content").minY == 158)
    let searching = LayoutEngine.layout(navigation(.large, search: "Search"), in: se)
    #expect(bar(searching, "NavigationBar") == Rect(x: 0, y: 20, width: 320, height: 148))
    #expect(bar(searching, "SearchField") == Rect(x: 16, y: 124, width: 288, height: 36))
    #expect(searching.frame("content").minY == 168)
  }

  @Test func backButtonAndTrailingItemSitInTheTitleRow() throws {
    let result = LayoutEngine.layout(navigation(.inline, back: "Mailboxes"), in: pro)
    let back = try #require(result.nodes.first { $0.text?.lines.first?.text == "‹ Mailboxes" })
    #expect(back.frame.minX == 8)
    #expect(back.frame.midY == 62 + 22)
    let edit = result.frame("edit")
    #expect(edit.maxX == 402 - 16)
    #expect(edit.midY == 62 + 22)
  }

  @Test func largeTitlesCollapseToA32PointBarInCompactHeight() throws {
    let result = LayoutEngine.layout(navigation(.large), in: proLandscape)
    #expect(bar(result, "NavigationBar") == Rect(x: 62, y: 0, width: 750, height: 32))
    #expect(result.frame("content") == Rect(x: 62, y: 32, width: 750, height: 349))
  }

  @Test func tabBarIs49PlusTheHomeIndicatorArea() throws {
    let withIndicator = LayoutEngine.layout(tabs(fill(id: "content")), in: pro)
    #expect(bar(withIndicator, "TabBar") == Rect(x: 0, y: 791, width: 402, height: 83))
    #expect(withIndicator.frame("content") == Rect(x: 0, y: 62, width: 402, height: 729))
    let withButton = LayoutEngine.layout(tabs(fill(id: "content")), in: se)
    #expect(bar(withButton, "TabBar") == Rect(x: 0, y: 519, width: 320, height: 49))
    #expect(withButton.frame("content") == Rect(x: 0, y: 20, width: 320, height: 499))
    // Only the selected tab's content is laid out.
    #expect(withButton.node(withID: "hidden") == nil)
  }

  @Test func compactWidthTabItemsStackIconOverTitleAcrossTheBar() throws {
    let result = LayoutEngine.layout(tabs(fill(id: "content")), in: pro)
    let mail = try #require(result.node(withID: "mail"))
    let settings = try #require(result.node(withID: "settings"))
    // Two items share the 402-pt bar equally; each is centred in its half.
    #expect(mail.outerFrame == Rect(x: 0, y: 791, width: 201, height: 49))
    #expect(settings.outerFrame == Rect(x: 201, y: 791, width: 201, height: 49))
    let children = result.nodes.filter { $0.parent == result.index(ofID: "mail") }
    #expect(children.count == 2)
    #expect(children[0].frame.maxY <= children[1].frame.minY)
  }

  @Test func iPadTabBarIsAtTheTopWithItemsSideBySideAndCentred() throws {
    let result = LayoutEngine.layout(tabs(fill(id: "content")), in: pad)
    #expect(bar(result, "TabBar") == Rect(x: 0, y: 24, width: 1024, height: 50))
    #expect(result.frame("content") == Rect(x: 0, y: 74, width: 1024, height: 1272))
    let mail = try #require(result.node(withID: "mail"))
    let settings = try #require(result.node(withID: "settings"))
    #expect(mail.frame.maxX < 512 && settings.frame.minX > 512)
    #expect(abs((mail.frame.minX + settings.frame.maxX) / 2 - 512) < 0.001)
    let icon = result.nodes.first { $0.parent == result.index(ofID: "mail") }!
    #expect(icon.frame.midY == mail.frame.midY)
  }

  /// HIG "Right to left": the back button points right and sits at the right edge; tab items
  /// reverse, the first tab on the right.
  @Test func rightToLeftBackButtonPointsRightAndTabItemsReverse() throws {
    var rtl = pro
    rtl.layoutDirection = .rightToLeft
    let result = LayoutEngine.layout(tabs(navigation(.inline, back: "Mailboxes")), in: rtl)
    let back = try #require(
      result.nodes.first {
        if case .control(.button(let title, _, _, _, _, _, _)) = $0.element {
          return title.hasSuffix("Mailboxes")
        }
        return false
      })
    guard case .control(.button(let title, _, _, _, _, _, _)) = back.element else { return }
    #expect(title == "› Mailboxes")
    #expect(abs(back.frame.maxX - (402 - SystemBarMetrics.backButtonMargin)) < 0.001)
    let edit = try #require(result.node(withID: "edit"))
    #expect(edit.frame.minX < 201, "trailing items go to the left")
    let mail = try #require(result.node(withID: "mail"))
    let settings = try #require(result.node(withID: "settings"))
    #expect(mail.outerFrame == Rect(x: 201, y: 791, width: 201, height: 49))
    #expect(settings.outerFrame == Rect(x: 0, y: 791, width: 201, height: 49))
  }

  @Test func toolbarIs44AboveTheHomeIndicatorArea() throws {
    let toolbarItem = ViewNode(.button(title: "Archive", style: .plain, controlSize: .regular))
    let result = LayoutEngine.layout(navigation(.inline, bottom: [toolbarItem]), in: pro)
    #expect(bar(result, "Toolbar") == Rect(x: 0, y: 796, width: 402, height: 44))
    #expect(result.frame("content") == Rect(x: 0, y: 106, width: 402, height: 690))
  }

  @Test func navigationInsideATabViewEndsAboveTheTabBar() throws {
    let result = LayoutEngine.layout(tabs(navigation(.large)), in: pro)
    #expect(result.frame("nav") == Rect(x: 0, y: 62, width: 402, height: 729))
    #expect(result.frame("content") == Rect(x: 0, y: 158, width: 402, height: 633))
  }

  @Test func theKeyboardCoversTheTabBarAndContentEndsAtTheKeyboard() throws {
    var context = pro
    context.keyboardHeight = 294
    let result = LayoutEngine.layout(tabs(fill(id: "content")), in: context)
    // The tab bar stays at the bottom of the screen, under the keyboard.
    #expect(bar(result, "TabBar") == Rect(x: 0, y: 791, width: 402, height: 83))
    #expect(result.frame("content") == Rect(x: 0, y: 62, width: 402, height: 518))
  }
}

extension LayoutResult {
  /// The index of the first node with `id`.
  fileprivate func index(ofID id: String) -> Int? {
    nodes.firstIndex { $0.id == id }
  }
}

@Suite("System bars follow the idiom")
struct SystemBarIdiomTests {
  /// A compact-width iPad window (1/3 Split View, Slide Over) keeps iPad's 50-pt bars, with the
  /// tab bar at the bottom; an iPhone of the same width gets 44/49.
  @Test func narrowIPadWindowKeepsIPadBarsWithTheTabBarAtTheBottom() {
    let narrowPad = LayoutContext(
      containerSize: Size(width: 375, height: 1024), horizontalSizeClass: .compact,
      verticalSizeClass: .regular, idiom: .pad)
    let pad = SystemBarStyle(narrowPad)
    #expect(pad.navigationBarHeight == 50)
    #expect(pad.tabBarHeight == 50)
    #expect(!pad.tabBarAtTop)
    var phoneContext = narrowPad
    phoneContext.idiom = .phone
    let phone = SystemBarStyle(phoneContext)
    #expect(phone.navigationBarHeight == 44)
    #expect(phone.tabBarHeight == 49)
    var wide = narrowPad
    wide.horizontalSizeClass = .regular
    #expect(SystemBarStyle(wide).tabBarAtTop)
    var landscapePhone = phoneContext
    landscapePhone.verticalSizeClass = .compact
    #expect(SystemBarStyle(landscapePhone).navigationBarHeight == 32)
  }
}
