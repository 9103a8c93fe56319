import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// The state a screen shows as apps write it: a Bool a condition decides, the tab a
/// `TabView(selection:)` shows, Composable Architecture's `@Shared` values, a view declared in an
/// extension. Each asserts what a person sees.
@Suite("app state as a preview shows it")
struct AppStateTests {
  let phone = LayoutContext(containerSize: Size(width: 402, height: 874))

  /// The texts laid out on a phone.
  func texts(_ body: ViewNode) -> [String] {
    LayoutEngine.layout(body, in: phone).nodes.compactMap {
      if case .textual(.text(let text)) = $0.element { text } else { nil }
    }
  }

  @Test("a Bool whose first branch is false, on an unknown condition, leaves the tab bar shown")
  func boolDecidedByUnknownCondition() throws {
    let preview = try mapped(
      """
      import SwiftUI
      @Observable final class Router { var path: [String] = [] }
      struct MainTabs: View {
        @Environment(Router.self) private var router
        var showsTabBar: Bool {
          if router.path.count > 0 {
            return false
          }
          return true
        }
        var body: some View {
          VStack(spacing: 0) {
            Text("Timeline")
            Spacer()
            if showsTabBar {
              HStack { Text("Home"); Text("Search"); Text("Profile") }
            }
          }
        }
      }
      #Preview { MainTabs() }
      """)
    #expect(texts(preview.body) == ["Timeline", "Home", "Search", "Profile"])
    #expect(
      messages(preview).contains(
        "6:8: the condition 'router.path.count > 0' cannot be known statically; the Bool it decides is left unknown, for the code that reads it to choose"
      ))
    #expect(
      messages(preview).contains(
        "15:10: the condition 'showsTabBar' cannot be known statically; showing its first branch"))
  }

  @Test("a Bool that names a hidden state shows the content: its else branch, its second choice")
  func hiddenState() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Screen: View {
        var model: Model
        var body: some View {
          VStack {
            if model.isTabBarHidden {
              Text("Full screen")
            } else {
              Text("With tabs")
            }
            Text("Badge").opacity(model.hidesBadge ? 0 : 1)
          }
        }
      }
      #Preview { Screen(model: .sample) }
      """)
    #expect(texts(preview.body) == ["With tabs", "Badge"])
  }

  @Test("TabView(selection:) shows the tab whose enum tag is the state's initial value")
  func tabSelectionByTag() throws {
    let source = """
      import SwiftUI
      enum AppTab: Hashable { case timeline, notifications, settings }
      struct Root: View {
        @State private var selected: AppTab = .notifications
        var body: some View {
          TabView(selection: $selected) {
            Text("Home feed").tabItem { Label("Timeline", systemImage: "house") }.tag(AppTab.timeline)
            Text("Mentions").tabItem { Label("Notifications", systemImage: "bell") }.tag(AppTab.notifications)
            Text("Preferences").tabItem { Label("Settings", systemImage: "gear") }.tag(AppTab.settings)
          }
        }
      }
      #Preview { Root() }
      """
    let preview = try mapped(source)
    #expect(messages(preview) == [])
    #expect(preview.body.element == .navigation(.tabView(selection: 1)))
    #expect(texts(preview.body).contains("Mentions"))
    #expect(!texts(preview.body).contains("Home feed"))
    #expect(!texts(preview.body).contains("Preferences"))
    #expect(
      try mapped(source.replacingOccurrences(of: "= .notifications", with: "= .settings")).body.element
        == .navigation(.tabView(selection: 2)))
  }

  @Test("iOS 18's Tab(value:) with a leading-dot selection, and a selection no tab is tagged with")
  func tabValues() throws {
    func root(_ initial: String) -> String {
      """
      import SwiftUI
      enum Section { case home, search, library }
      struct Root: View {
        @State private var section: Section = \(initial)
        var body: some View {
          TabView(selection: $section) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Search", systemImage: "magnifyingglass", value: .search) { Text("Search screen") }
          }
        }
      }
      #Preview { Root() }
      """
    }
    let search = try mapped(root(".search"))
    #expect(search.body.element == .navigation(.tabView(selection: 1)))
    #expect(texts(search.body).contains("Search screen"))
    #expect(!texts(search.body).contains("Home screen"))
    let none = try mapped(root(".library"))
    #expect(none.body.element == .navigation(.tabView(selection: 0)))
    #expect(
      messages(none).contains(
        "6:13: no tab of this TabView is tagged 'Section.library'; showing the first tab"))
  }

  @Test(
    "@Shared reads its key's value: the preview's own declaration, typed by the key, else the key's default")
  func sharedState() throws {
    let preview = try mapped(
      """
      import SwiftUI
      import ComposableArchitecture
      struct Meeting: Equatable { var title: String }
      extension Meeting {
        static let standup = Meeting(title: "Standup")
        static let retro = Meeting(title: "Retro")
      }
      extension SharedKey where Self == FileStorageKey<[Meeting]>.Default {
        static var meetings: Self { Self[.fileStorage(.documentsDirectory.appending(component: "m.json")), default: []] }
      }
      @Reducer struct Meetings {
        @ObservableState struct State: Equatable {
          @Shared(.meetings) var meetings
          @Shared(.appStorage("showsDone")) var showsDone = true
          @SharedReader(.appStorage("name")) var name = "Ann"
        }
      }
      struct MeetingsView: View {
        let store: StoreOf<Meetings>
        var body: some View {
          List {
            Text("Hello \\(store.name)")
            ForEach(Array(store.$meetings), id: \\.title) { $meeting in Text(meeting.title) }
            if store.showsDone { Text("Done shown") }
          }
        }
      }
      #Preview {
        @Shared(.meetings) var meetings = [.standup, .retro]
        MeetingsView(store: Store(initialState: Meetings.State()) { Meetings() })
      }
      #Preview("empty") {
        MeetingsView(store: Store(initialState: Meetings.State()) { Meetings() })
      }
      """)
    #expect(texts(preview.body) == ["Hello Ann", "Standup", "Retro", "Done shown"])
    #expect(messages(preview) == [])
    let empty = try mapped(
      """
      import SwiftUI
      struct Meeting { var title: String }
      extension SharedKey where Self == InMemoryKey<[Meeting]>.Default {
        static var meetings: Self { Self[.inMemory("meetings"), default: [Meeting(title: "Default")]] }
      }
      struct State { @Shared(.meetings) var meetings }
      struct Screen: View {
        let state = State()
        var body: some View { ForEach(state.meetings, id: \\.title) { Text($0.title) } }
      }
      #Preview { Screen() }
      """)
    #expect(texts(empty.body) == ["Default"])
  }

  @Test("Shared(value:) passed to a child feature's state is its value")
  func sharedValue() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Meeting { var title: String }
      struct Detail { @Shared var meeting: Meeting }
      struct DetailView: View {
        let state: Detail
        var body: some View { Text(state.meeting.title) }
      }
      #Preview { DetailView(state: Detail(meeting: Shared(value: Meeting(title: "Planning")))) }
      """)
    #expect(texts(preview.body) == ["Planning"])
  }

  @Test("a view struct nested in an extension previews on its own and by its qualified name")
  func viewInExtension() throws {
    let source = """
      import SwiftUI
      enum Settings {}
      extension Settings {
        struct Row: View {
          let title: String
          var body: some View { HStack { Text(title); Spacer(); Image(systemName: "chevron.right") } }
        }
        struct Screen: View {
          var body: some View { List { Row(title: "Account"); Row(title: "Privacy") } }
        }
      }
      """
    let program = try program(source)
    #expect(program.previews.map(\.title) == ["Settings.Row", "Settings.Screen"])
    let screen = program.tree(of: program.previews[1])
    #expect(texts(screen.body) == ["Account", "Privacy"])
    let qualified = try mapped(source + "\n#Preview { Settings.Row(title: \"Help\") }\n")
    #expect(texts(qualified.body) == ["Help"])
  }
}
