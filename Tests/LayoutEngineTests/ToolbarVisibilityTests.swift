import LayoutEngine
import TestSupport
import Testing

/// `toolbar(.hidden, for:)` / `toolbarVisibility(_:for:)`: a hidden navigation bar, tab bar or
/// bottom toolbar takes no space and is not in the result; the content takes its place.
@Suite("toolbar visibility")
struct ToolbarVisibilityTests {
  /// iPhone 17 Pro portrait (compact width): 62-pt top, 34-pt bottom safe area.
  static func phone(_ direction: LayoutDirection = .leftToRight, _ size: DynamicTypeSize = .large)
    -> LayoutContext
  {
    LayoutContext(
      containerSize: Size(width: 402, height: 874), safeAreaInsets: PhysicalInsets(top: 62, bottom: 34),
      dynamicTypeSize: size, layoutDirection: direction)
  }

  /// iPad Air 11-inch (regular width): 24-pt top, 20-pt bottom safe area.
  static func pad(
    _ orientation: InterfaceOrientation, _ direction: LayoutDirection = .leftToRight,
    _ size: DynamicTypeSize = .large
  ) -> LayoutContext {
    let (w, h) = orientation == .portrait ? (820.0, 1180.0) : (1180.0, 820.0)
    return LayoutContext(
      containerSize: Size(width: w, height: h), safeAreaInsets: PhysicalInsets(top: 24, bottom: 20),
      horizontalSizeClass: .regular, verticalSizeClass: .regular, dynamicTypeSize: size,
      layoutDirection: direction, idiom: .pad, orientation: orientation)
  }

  static let variants: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  /// A navigation stack titled Inbox with a bottom toolbar, around `root`.
  func stack(_ root: ViewNode) -> ViewNode {
    ViewNode(
      .navigationStack(
        NavigationBarSpec(
          title: "Inbox",
          bottomItems: [ViewNode(.button(title: "Archive", style: .plain, controlSize: .regular))])),
      children: [root], id: "nav")
  }

  func tabs(_ content: ViewNode) -> ViewNode {
    ViewNode(
      .tabView(selection: 0),
      children: [
        ViewNode(.tab(title: "Mail", systemImage: "tray"), children: [content]),
        ViewNode(.tab(title: "Settings", systemImage: "gear"), children: [fill()]),
      ])
  }

  func has(_ result: LayoutResult, _ type: String) -> Bool {
    result.nodes.contains { $0.element.typeName == type }
  }

  @Test("a hidden navigation bar: the content starts at the safe area's top", arguments: variants)
  func navigationBar(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = fill(id: "content").modifier(.toolbarVisibility(.navigationBar, isHidden: true))
    let phone = LayoutEngine.layout(stack(root), in: Self.phone(direction, size))
    #expect(!has(phone, "NavigationBar"))
    // The bottom toolbar (44 pt above the home indicator area) stays.
    #expect(phone.frame("content") == Rect(x: 0, y: 62, width: 402, height: 734))
    for orientation in InterfaceOrientation.allCases {
      let context = Self.pad(orientation, direction, size)
      let (w, h) = (context.containerSize.width, context.containerSize.height)
      let pad = LayoutEngine.layout(stack(root), in: context)
      #expect(!has(pad, "NavigationBar"))
      #expect(pad.frame("content") == Rect(x: 0, y: 24, width: w, height: h - 24 - 20 - 50))
    }
  }

  @Test("a hidden bottom bar: the content ends at the safe area's bottom; visible keeps it")
  func bottomBar() {
    let hidden = LayoutEngine.layout(
      stack(fill(id: "content").modifier(.toolbarVisibility(.bottomBar, isHidden: true))), in: Self.phone())
    #expect(!has(hidden, "Toolbar"))
    // Under the 96-pt large-title bar, down to the home indicator area.
    #expect(hidden.frame("content") == Rect(x: 0, y: 158, width: 402, height: 682))
    let visible = LayoutEngine.layout(
      stack(fill(id: "content").modifier(.toolbarVisibility(.bottomBar, isHidden: false))), in: Self.phone())
    #expect(has(visible, "Toolbar"))
    #expect(visible.frame("content") == Rect(x: 0, y: 158, width: 402, height: 638))
  }

  @Test(
    "a hidden tab bar, written inside the tab's navigation stack: the tab's content takes its place",
    arguments: variants)
  func tabBar(direction: LayoutDirection, size: DynamicTypeSize) {
    let content = ViewNode(
      .navigationStack(NavigationBarSpec(title: "Inbox", titleDisplayMode: .inline)),
      children: [fill(id: "content").modifier(.toolbarVisibility(.tabBar, isHidden: true))], id: "nav")
    let phone = LayoutEngine.layout(tabs(content), in: Self.phone(direction, size))
    #expect(!has(phone, "TabBar"))
    #expect(phone.frame("nav") == Rect(x: 0, y: 62, width: 402, height: 778))
    #expect(phone.frame("content") == Rect(x: 0, y: 106, width: 402, height: 734))
    for orientation in InterfaceOrientation.allCases {
      let context = Self.pad(orientation, direction, size)
      let (w, h) = (context.containerSize.width, context.containerSize.height)
      let pad = LayoutEngine.layout(tabs(content), in: context)
      // iPad's tab bar is at the top: hidden, the stack starts at the safe area's top.
      #expect(!has(pad, "TabBar"))
      #expect(pad.frame("nav") == Rect(x: 0, y: 24, width: w, height: h - 44))
    }
  }

  @Test("the first visibility inside wins; a nested stack's own bar is its own")
  func firstInsideWins() {
    let root = vStack(
      fill(id: "a").modifier(.toolbarVisibility(.navigationBar, isHidden: false)),
      fill(id: "b").modifier(.toolbarVisibility(.navigationBar, isHidden: true)))
    #expect(has(LayoutEngine.layout(stack(root), in: Self.phone()), "NavigationBar"))
    let nested = ViewNode(
      .navigationStack(NavigationBarSpec(title: "Inner")),
      children: [fill().modifier(.toolbarVisibility(.navigationBar, isHidden: true))])
    let result = LayoutEngine.layout(stack(nested), in: Self.phone())
    #expect(result.nodes.filter { $0.element.typeName == "NavigationBar" }.count == 1)
  }
}
