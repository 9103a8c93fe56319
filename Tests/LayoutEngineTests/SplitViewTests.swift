import TestSupport
import Testing

@testable import LayoutEngine

/// `NavigationSplitView`: columns beside or over the detail at regular width, as its style and
/// column visibility say and iPadOS resolves `automatic`; the sidebar alone at compact width.
@Suite("NavigationSplitView")
struct SplitViewTests {
  /// An iPad Air 11-inch screen (no safe area, to keep the numbers plain) at regular width.
  static func pad(
    _ orientation: InterfaceOrientation, _ direction: LayoutDirection = .leftToRight,
    _ size: DynamicTypeSize = .large
  ) -> LayoutContext {
    let (w, h) = orientation == .portrait ? (820.0, 1180.0) : (1180.0, 820.0)
    return LayoutContext(
      containerSize: Size(width: w, height: h), horizontalSizeClass: .regular, verticalSizeClass: .regular,
      dynamicTypeSize: size, layoutDirection: direction, idiom: .pad, orientation: orientation)
  }

  /// A rectangle `x` points from the leading edge of a `width`-point screen, `w` wide and as tall
  /// as `height`.
  static func column(_ x: Double, _ w: Double, of width: Double, height: Double, _ direction: LayoutDirection)
    -> Rect
  {
    Rect(x: direction == .rightToLeft ? width - x - w : x, y: 0, width: w, height: height)
  }

  static func split(_ element: Element, columns: Int = 3, sidebar: ViewNode = fill(id: "sidebar")) -> ViewNode
  {
    ViewNode(
      element,
      children: columns == 3
        ? [sidebar, fill(id: "content"), fill(id: "detail")] : [sidebar, fill(id: "detail")])
  }

  static let variants: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  @Test("automatic in landscape: every column beside the detail (320 + 320 + the rest)", arguments: variants)
  func automaticLandscape(direction: LayoutDirection, size: DynamicTypeSize) {
    let result = LayoutEngine.layout(
      Self.split(.navigationSplitView), in: Self.pad(.landscape, direction, size))
    #expect(result.frame("sidebar") == Self.column(0, 320, of: 1180, height: 820, direction))
    #expect(result.frame("content") == Self.column(320, 320, of: 1180, height: 820, direction))
    #expect(result.frame("detail") == Self.column(640, 540, of: 1180, height: 820, direction))
    // Each column is drawn within its rectangle.
    #expect(result.node(withID: "detail")!.clip == Self.column(640, 540, of: 1180, height: 820, direction))
  }

  @Test(
    "automatic in portrait: the detail alone at full width, the leading columns hidden", arguments: variants)
  func automaticPortrait(direction: LayoutDirection, size: DynamicTypeSize) {
    for columns in [2, 3] {
      let result = LayoutEngine.layout(
        Self.split(.navigationSplitView, columns: columns), in: Self.pad(.portrait, direction, size))
      #expect(result.frame("detail") == Rect(x: 0, y: 0, width: 820, height: 1180))
      #expect(result.node(withID: "sidebar")!.isHidden)
      if columns == 3 { #expect(result.node(withID: "content")!.isHidden) }
    }
  }

  @Test("balanced in portrait: the sidebar beside a narrower detail", arguments: variants)
  func balancedPortrait(direction: LayoutDirection, size: DynamicTypeSize) {
    let result = LayoutEngine.layout(
      Self.split(.navigationSplitView(style: .balanced), columns: 2), in: Self.pad(.portrait, direction, size)
    )
    #expect(result.frame("sidebar") == Self.column(0, 320, of: 820, height: 1180, direction))
    #expect(result.frame("detail") == Self.column(320, 500, of: 820, height: 1180, direction))
  }

  @Test(
    "prominentDetail with every column: the detail at full width, drawn only beside the columns over it",
    arguments: variants)
  func prominentDetailAll(direction: LayoutDirection, size: DynamicTypeSize) {
    for orientation in InterfaceOrientation.allCases {
      let context = Self.pad(orientation, direction, size)
      let (w, h) = (context.containerSize.width, context.containerSize.height)
      let result = LayoutEngine.layout(
        Self.split(.navigationSplitView(style: .prominentDetail, columnVisibility: .all)), in: context)
      #expect(result.frame("sidebar") == Self.column(0, 320, of: w, height: h, direction))
      #expect(result.frame("content") == Self.column(320, 320, of: w, height: h, direction))
      #expect(result.frame("detail") == Rect(x: 0, y: 0, width: w, height: h))
      #expect(result.node(withID: "detail")!.clip == Self.column(640, w - 640, of: w, height: h, direction))
    }
  }

  @Test("prominentDetail with automatic visibility hides the leading columns, in landscape too")
  func prominentDetailAutomatic() {
    let result = LayoutEngine.layout(
      Self.split(.navigationSplitView(style: .prominentDetail), columns: 2), in: Self.pad(.landscape))
    #expect(result.node(withID: "sidebar")!.isHidden)
    #expect(result.frame("detail") == Rect(x: 0, y: 0, width: 1180, height: 820))
  }

  @Test("doubleColumn: the content column and the detail of three, the sidebar and the detail of two")
  func doubleColumn() {
    let three = LayoutEngine.layout(
      Self.split(.navigationSplitView(style: .balanced, columnVisibility: .doubleColumn)),
      in: Self.pad(.landscape))
    #expect(three.node(withID: "sidebar")!.isHidden)
    #expect(three.frame("content") == Rect(x: 0, y: 0, width: 320, height: 820))
    #expect(three.frame("detail") == Rect(x: 320, y: 0, width: 860, height: 820))
    let two = LayoutEngine.layout(
      Self.split(.navigationSplitView(style: .automatic, columnVisibility: .doubleColumn), columns: 2),
      in: Self.pad(.portrait))
    // Portrait's automatic style puts the sidebar over the detail.
    #expect(two.frame("sidebar") == Rect(x: 0, y: 0, width: 320, height: 1180))
    #expect(two.frame("detail") == Rect(x: 0, y: 0, width: 820, height: 1180))
  }

  @Test("detailOnly: the detail alone, whatever the style")
  func detailOnly() {
    for style in SplitViewSpec.Style.allCases {
      let result = LayoutEngine.layout(
        Self.split(.navigationSplitView(style: style, columnVisibility: .detailOnly)),
        in: Self.pad(.landscape))
      #expect(result.frame("detail") == Rect(x: 0, y: 0, width: 1180, height: 820))
      #expect(result.node(withID: "sidebar")!.isHidden && result.node(withID: "content")!.isHidden)
    }
  }

  @Test(
    "navigationSplitViewColumnWidth sets a column's width; the detail takes the rest", arguments: variants)
  func columnWidth(direction: LayoutDirection, size: DynamicTypeSize) {
    let sidebar = fill(id: "sidebar").modifier(.columnWidth(280))
    let result = LayoutEngine.layout(
      Self.split(.navigationSplitView, columns: 2, sidebar: sidebar),
      in: Self.pad(.landscape, direction, size))
    #expect(result.frame("sidebar") == Self.column(0, 280, of: 1180, height: 820, direction))
    #expect(result.frame("detail") == Self.column(280, 900, of: 1180, height: 820, direction))
  }

  @Test("a column width on the root view of the column's navigation stack is the column's")
  func columnWidthInsideStack() {
    let sidebar = ViewNode(
      .navigationStack(NavigationBarSpec(title: "Folders")), children: [fill().modifier(.columnWidth(280))],
      id: "sidebar")
    let result = LayoutEngine.layout(
      ViewNode(.navigationSplitView, children: [sidebar, fill(id: "detail")]), in: Self.pad(.landscape))
    #expect(result.frame("sidebar") == Rect(x: 0, y: 0, width: 280, height: 820))
    #expect(result.frame("detail") == Rect(x: 280, y: 0, width: 900, height: 820))
  }

  @Test("compact width: the sidebar fills the screen and the other columns are hidden, whatever the style")
  func compact() {
    for element in [
      Element.navigationSplitView, .navigationSplitView(style: .prominentDetail, columnVisibility: .all),
    ] {
      let result = LayoutEngine.layout(Self.split(element), in: screen(402, 874))
      #expect(result.frame("sidebar") == Rect(x: 0, y: 0, width: 402, height: 874))
      #expect(result.node(withID: "content")!.isHidden)
      #expect(result.node(withID: "detail")!.isHidden)
    }
  }

  @Test("narrow regular windows share the width before the detail gets the rest")
  func narrow() {
    #expect(SplitViewMetrics.columnWidths(total: 600, leading: [320, 320], beside: true) == [200, 200, 200])
    #expect(SplitViewMetrics.columnWidths(total: 1024, leading: [320], beside: true) == [320, 704])
    #expect(SplitViewMetrics.columnWidths(total: 1024, leading: [320], beside: false) == [320, 1024])
  }
}
