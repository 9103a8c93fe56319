import LayoutEngine
import TestSupport
import Testing

/// The drawn modifiers change no frame: `clipped` / `cornerRadius` / `clipShape` give what is
/// inside a clip of the view's frame, `disabled` marks the view and everything inside it, `border`
/// is an overlaid rectangle as SwiftUI defines it, and `tabItem` makes a `TabView`'s content a tab.
struct DrawnModifierLayoutTests {
  /// The modifiers a declared modifier builds from `values`.
  func declared(_ name: String, _ values: [(String, Value)] = [], bare: Bool = false) throws -> [Modifier] {
    var arguments = ArgumentValues(isBareCall: bare)
    for (key, value) in values { arguments.append(key, value) }
    return try Declarations.modifier(name)!.build(arguments)
  }

  /// A long text in a 100 × 40 frame, in a stack.
  func clippedText(_ modifiers: [Modifier]) -> ViewNode {
    ViewNode(
      .vStack(alignment: .leading),
      children: [
        ViewNode(
          .zStack(), children: [ViewNode(.text(String(repeating: "wide ", count: 20)), id: "text")],
          modifiers: [.frame(FrameSpec(width: 100, height: 40))] + modifiers, id: "clipper")
      ])
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func clippedGivesWhatIsInsideAClipOfTheFrameAndTheSameFrames(direction: LayoutDirection) throws {
    let clipped = LayoutEngine.layout(
      clippedText(try declared("clipped", bare: true)), in: screen(direction: direction))
    let plain = LayoutEngine.layout(clippedText([]), in: screen(direction: direction))
    // The stack is as wide as its one child, centred in the 400 × 800-pt screen in both directions.
    let frame = Rect(x: 150, y: 380, width: 100, height: 40)
    #expect(clipped.node(withID: "clipper")?.outerFrame == frame)
    #expect(clipped.node(withID: "text")?.clip == frame)
    #expect(plain.node(withID: "text")?.clip == nil)
    #expect(clipped.nodes.map(\.frame) == plain.nodes.map(\.frame))
  }

  @Test func aClipInsideAScrollViewIsTheIntersection() throws {
    let root = ViewNode(
      .scrollView(axis: .vertical),
      children: [
        ViewNode(.zStack(), children: [box(10, 10, id: "inner")], modifiers: [.clip], id: "clipper")
      ],
      modifiers: [.frame(FrameSpec(width: 400, height: 5))])
    let result = LayoutEngine.layout(root, in: screen())
    let clipper = result.frame("clipper")
    let scroll = result.nodes[0].frame
    #expect(result.node(withID: "inner")?.clip == clipper.intersection(scroll))
  }

  @Test func cornerRadiusAndClipShapeClipAndOverlayTheirShapeBorderOverlaysARectangle() throws {
    #expect(
      try declared("cornerRadius", [("radius", .number(12))])
        == [.clip, .overlay(ViewNode(.roundedRectangle(cornerRadius: 12)), alignment: .center)])
    #expect(
      try declared("clipShape", [("shape", .view(ViewNode(.circle)))])
        == [.clip, .overlay(ViewNode(.circle), alignment: .center)])
    #expect(try declared("clipShape", [("shape", .view(ViewNode(.rectangle)))]) == [.clip])
    #expect(throws: DeclarationError.self) { try declared("clipShape", [("shape", .view(text("a")))]) }
    #expect(
      try declared("border", [("content", .text(".gray"))])
        == [.overlay(ViewNode(.roundedRectangle(cornerRadius: 0)), alignment: .center)])
    #expect(try declared("disabled", [("disabled", .bool(false))]) == [])
  }

  @Test func disabledMarksTheViewAndEverythingInsideItOnly() {
    let root = vStack([
      ViewNode(
        .vStack(), children: [ViewNode(.button(title: "Delete"), id: "inside")], modifiers: [.disabled(true)],
        id: "group"),
      ViewNode(.button(title: "Save"), id: "outside"),
    ])
    let result = LayoutEngine.layout(root, in: screen())
    #expect(result.node(withID: "group")?.isDisabled == true)
    #expect(result.node(withID: "inside")?.isDisabled == true)
    #expect(result.node(withID: "outside")?.isDisabled == false)
    let enabled = LayoutEngine.layout(
      vStack([
        ViewNode(.vStack(), children: [ViewNode(.button(title: "Delete"), id: "inside")], id: "group"),
        ViewNode(.button(title: "Save"), id: "outside"),
      ]), in: screen())
    #expect(result.nodes.map(\.frame) == enabled.nodes.map(\.frame))
  }

  /// A tab view of two tabs, spelled with `Tab` or with `tabItem` on the content.
  func tabView(spelledWithTabItem: Bool) throws -> ViewNode {
    let declaration = Declarations.element("TabView")!
    let items = [("Mail", "tray", "mail"), ("Settings", "gear", "settings")]
    let children = items.map { title, symbol, id in
      spelledWithTabItem
        ? ViewNode(.text(title), modifiers: [.tabItem(title: title, systemImage: symbol)], id: id)
        : ViewNode(.tab(title: title, systemImage: symbol), children: [ViewNode(.text(title))], id: id)
    }
    let element = try declaration.build(ArgumentValues())
    try declaration.content.check(children, of: "TabView")
    try declaration.checkChildren?(element, children)
    return ViewNode(element, children: declaration.arrangeChildren?(ArgumentValues(), children) ?? children)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [DynamicTypeSize.large, .accessibility5])
  func tabItemOnTheContentLaysOutAsATab(direction: LayoutDirection, size: DynamicTypeSize) throws {
    let context = LayoutContext(
      containerSize: Size(width: 402, height: 874), safeAreaInsets: PhysicalInsets(top: 62, bottom: 34),
      dynamicTypeSize: size, layoutDirection: direction)
    let withTab = LayoutEngine.layout(try tabView(spelledWithTabItem: false), in: context)
    let withItem = LayoutEngine.layout(try tabView(spelledWithTabItem: true), in: context)
    #expect(withItem.nodes.map(\.element) == withTab.nodes.map(\.element))
    #expect(withItem.nodes.map(\.frame) == withTab.nodes.map(\.frame))
    // The bar's items carry the tabs' ids, from the views that had the tab items.
    guard case .systemBar(let item)? = withItem.node(withID: "settings")?.element else {
      Issue.record("no tab item with the id 'settings'")
      return
    }
    #expect(
      item.part == .tabItem(title: "Settings", systemImage: "gear", isSelected: false, sideBySide: false))
  }

  @Test func aTabViewChildWithNeitherTabNorTabItemIsAnError() {
    let declaration = Declarations.element("TabView")!
    #expect(throws: DeclarationError.self) {
      try declaration.content.check([ViewNode(.text("a"))], of: "TabView")
    }
  }
}
