import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Testing

@testable import Preview

/// A sidebar-adaptable `TabView` in the session on an iPad: a sidebar full screen, a tab bar in a
/// narrow window, and the switch found by resizing the window a step at a time.
@Suite struct SidebarAdaptableSessionTests {
  static let yaml = """
    body:
      TabView:
        tabViewStyle: sidebarAdaptable
        content:
          - Tab: {title: Mail, systemImage: tray, content: [{Text: Inbox}]}
          - Tab: {title: Notes, systemImage: note.text, content: [{Text: Shopping list}]}
    """

  func state() throws -> PreviewState {
    let document = try LayoutFileParser.parse(bytes: Array(Self.yaml.utf8), file: "tabs.yaml")
    var state = PreviewState(
      layouts: [LayoutSlot(path: "tabs.yaml", load: .document(document))],
      device: Fixtures.device("iPad Pro 13-inch (M4)"), terminalColumns: 120, terminalRows: 40)
    state.orientation = .landscapeLeft
    return state
  }

  func types(_ state: PreviewState) -> Set<String> {
    Set((state.layoutResult?.nodes ?? []).filter { !$0.isHidden }.map(\.element.typeName))
  }

  @Test func aSidebarFullScreenATabBarInAThirdWindow() throws {
    let full = try state()
    #expect(types(full).isSuperset(of: ["NavigationSplitView", "List", "Label"]))
    #expect(!types(full).contains("TabBar"))
    // The half window of a 13-inch iPad is 683 pt, regular: still the sidebar.
    let half = full.after(.nextSplit)
    #expect(half.screen.windowSizeClasses.horizontal == .regular)
    #expect(types(half).contains("List"))
    let third = half.after(.nextSplit)
    #expect(third.screen.splitMode == .windowThird)
    #expect(types(third).contains("TabBar"))
    #expect(!types(third).contains("List"))
  }

  @Test func narrowingTheWindowFindsTheWidthWhereItTurnsIntoATabBar() throws {
    var current = try state().after(.nextSplit)
    var widths: [Double] = []
    while types(current).contains("List"), widths.count < 100 {
      widths.append(current.screen.window.width)
      current = current.after(.resizeWindow(width: -KeyMap.windowStep, height: 0))
    }
    #expect(widths.last == 683)
    #expect(current.screen.window.width == 673)
    #expect(current.notice == "free window: window 673×1032 pt, C/R")
    #expect(types(current).contains("TabBar"))
  }
}
