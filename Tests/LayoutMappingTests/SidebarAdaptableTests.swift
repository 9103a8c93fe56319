import LayoutEngine
import LayoutMapping
import Testing

/// `TabView` with `.tabViewStyle(.sidebarAdaptable)`, read from a layout file and from Swift
/// alike, converts by width as iPadOS 26 does: a sidebar of the tabs beside the selected tab at
/// regular width (a full-screen iPad), the tab bar at compact width (a narrow window).
@Suite("sidebarAdaptable converts by width")
struct SidebarAdaptableTests {
  let both: BothSyntaxes

  init() throws {
    both = try bothSyntaxes(
      yaml: """
        TabView:
          tabViewStyle: sidebarAdaptable
          selection: 1
          content:
            - Tab: {title: Mail, systemImage: tray, content: [{Text: Inbox}]}
            - Tab: {title: Notes, systemImage: note.text, content: [{Text: Shopping list}]}
        """,
      swift: """
        TabView(selection: .constant(1)) {
          Tab("Mail", systemImage: "tray") { Text("Inbox") }
          Tab("Notes", systemImage: "note.text") { Text("Shopping list") }
        }
        .tabViewStyle(.sidebarAdaptable)
        """)
  }

  /// An iPad's window: regular width for the full 13-inch screen in landscape, compact for a
  /// 400-pt window.
  func window(width: Double, _ sizeClass: SizeClass) -> LayoutContext {
    LayoutContext(
      containerSize: Size(width: width, height: 1032), safeAreaInsets: PhysicalInsets(top: 24, bottom: 20),
      horizontalSizeClass: sizeClass, verticalSizeClass: .regular, idiom: .pad, orientation: .landscape)
  }

  @Test func bothSyntaxesReadOneStyle() {
    #expect(both.swift.warnings.isEmpty, "\(messages(both.swift))")
    for body in both.bodies {
      #expect(body.element == .tabView(selection: 1, style: .sidebarAdaptable))
    }
  }

  @Test func aSidebarAtRegularWidth() throws {
    for body in both.bodies {
      let result = LayoutEngine.layout(body, in: window(width: 1376, .regular))
      let types = result.nodes.filter { !$0.isHidden }.map(\.element.typeName)
      #expect(!types.contains("TabBar"), "\(types)")
      #expect(types.contains("NavigationSplitView"))
      let labels = result.nodes.filter { $0.element.typeName == "Label" && !$0.isHidden }
      #expect(labels.count == 2)
      // The sidebar is at the leading edge, the selected tab's content beside it.
      let list = try #require(result.nodes.first { $0.element.typeName == "List" })
      #expect(list.frame.minX == 0)
      let content = try #require(result.nodes.first { $0.element == .text("Shopping list") })
      #expect(content.frame.minX >= list.frame.maxX)
      #expect(!result.nodes.contains { $0.element == .text("Inbox") })
    }
  }

  @Test func aTabBarAtCompactWidth() throws {
    for body in both.bodies {
      let result = LayoutEngine.layout(body, in: window(width: 400, .compact))
      let types = result.nodes.map(\.element.typeName)
      #expect(types.contains("TabBar"), "\(types)")
      #expect(!types.contains("NavigationSplitView"))
      #expect(!types.contains("List"))
      let content = try #require(result.nodes.first { $0.element == .text("Shopping list") })
      #expect(content.frame.width <= 400)
    }
  }
}
