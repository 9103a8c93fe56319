import LayoutMapping
import SwiftSource
import Testing

/// A condition the preview cannot know that names a state other than the screen's content
/// (loading, empty, error, paywall, an active search) shows the content, as a person designing the
/// screen looks at it, and says so; any other unknown condition still shows its first branch.
@Suite("Unknown conditions show the screen's content")
struct ScreenStateTests {
  private func screen(_ body: String) -> String {
    """
    import SwiftUI
    struct Inbox: View {
      @State private var model = InboxModel()
      var body: some View {
    \(body)
      }
    }
    #Preview { Inbox() }
    """
  }

  @Test(
    "loading, empty, error and paywall states give way to the content",
    arguments: [
      "if model.isLoading { ProgressView() } else { List { Text(\"Mail\") } }",
      "if model.messages.isEmpty { ContentUnavailableView(\"No Mail\", systemImage: \"tray\") } else { List { Text(\"Mail\") } }",
      "if let error = model.error { Text(error) } else { List { Text(\"Mail\") } }",
      "if model.showPaywall { Text(\"Upgrade\") } else if model.isOffline { Text(\"Offline\") } else { List { Text(\"Mail\") } }",
      "model.isLoading ? AnyView(ProgressView()) : AnyView(List { Text(\"Mail\") })",
    ])
  func content(body: String) throws {
    let text = try outline(screen(body))
    #expect(text.contains("List { Text(\"Mail\") }"), "\(text)")
    let said = try warnings(screen(body))
    #expect(said.contains { $0.contains("the screen's content rather than the state it names") }, "\(said)")
  }

  @Test(
    "a negated state, an empty search and any other unknown condition keep their first branch",
    arguments: [
      "if !model.isLoading { List { Text(\"Mail\") } } else { ProgressView() }",
      "if model.searchText.isEmpty { List { Text(\"Mail\") } } else { Text(\"Results\") }",
      "if model.isSignedIn { List { Text(\"Mail\") } } else { Text(\"Sign in\") }",
    ])
  func firstBranch(body: String) throws {
    let text = try outline(screen(body))
    #expect(text.hasPrefix("List { Text(\"Mail\") }"), "\(text)")
    #expect(try warnings(screen(body)).contains { $0.contains("showing its first branch") })
  }

  @Test(
    "a switch over an unknown state shows the case of the content, its payload unknown",
    arguments: [
      (
        "case .idle: Text(\"\")\n case .loading: ProgressView()\n case .loaded(let mail): List { Text(mail.subject) }\n case .failed(let error): Text(error.localizedDescription)",
        ".loaded(let mail)"
      ),
      (
        "case .notRequested: EmptyView()\n case .isLoading: ProgressView()\n case let .success(mail, _): List { Text(mail.subject) }",
        "let .success(mail, _)"
      ),
      (
        "case .loading, .refreshing: ProgressView()\n case .empty: Text(\"No Mail\")\n default: List { Text(model.subject) }",
        "default"
      ),
    ])
  func switchContent(cases: String, shown: String) throws {
    let body = "switch model.state {\n \(cases)\n }"
    let text = try outline(screen(body))
    // The names the case binds are unknown, traced in the picture; the switch is the one warning.
    #expect(text == "List { Text(‹mail.subject›) }" || text == "List { Text(‹model.subject›) }", "\(text)")
    let said = try warnings(screen(body))
    #expect(said.count == 1, "\(said)")
    #expect(
      said.contains {
        $0.contains("showing its case '\(shown)', the screen's content rather than the states before it")
      }, "\(said)")
  }

  @Test("#available holds and #unavailable does not, with no warning: the preview is the newest system")
  func availability() throws {
    let body = "if #available(iOS 17.0, *) { List { Text(\"Mail\") } } else { Text(\"Old\") }"
    #expect(try outline(screen(body)) == "List { Text(\"Mail\") }")
    #expect(try warnings(screen(body)).isEmpty)
    let negated = "if #unavailable(iOS 17.0) { Text(\"Old\") } else { List { Text(\"Mail\") } }"
    #expect(try outline(screen(negated)) == "List { Text(\"Mail\") }")
  }

  @Test("an if without else on a loading state shows nothing in its place")
  func noElse() throws {
    let text = try outline(screen("VStack { if model.isLoading { ProgressView() }; Text(\"Mail\") }"))
    #expect(text == "VStack { Text(\"Mail\") }")
  }
}
