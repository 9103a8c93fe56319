import LayoutEngine
import SwiftSource
import Testing

/// Stores filled by their methods, written as apps write them: the preview shows the data the
/// methods put in.
@Suite("stores filled by method calls")
struct StoreMethodTests {
  /// The texts of a mapped preview's tree, depth first.
  func texts(_ node: ViewNode) -> [String] {
    var found: [String] = []
    if case .textual(let textual) = node.element { found.append(textual.string) }
    for child in node.children { found += texts(child) }
    return found
  }

  static let models = """
    import SwiftUI
    import Observation

    struct Chore: Identifiable {
      let id: Int
      var title: String
      static let samples = [Chore(id: 1, title: "Water the fern"), Chore(id: 2, title: "Repot the cactus")]
    }

    @Observable
    final class TaskStore {
      var tasks: [Chore] = []

      init() {
        load()
      }

      func load() {
        for task in Chore.samples {
          tasks.append(task)
        }
      }

      func add(_ title: String) {
        tasks.append(Chore(id: tasks.count + 1, title: title))
      }
    }

    final class InboxModel: ObservableObject {
      @Published private(set) var subjects: [String] = []
      @Published var unread = 0

      func refresh() async {
        subjects = ["Invoice", "Lunch on Friday"]
        self.unread = subjects.count
      }

      func fetchMore() async throws {
        subjects = try await URLSession.shared.data(from: URL(string: "https://example.com")!).0.lines
      }
    }

    struct TaskList: View {
      var store: TaskStore
      var body: some View {
        List(store.tasks) { task in
          Text(task.title)
        }
      }
    }
    """

  @Test("an init that calls load(), which appends in a loop, fills the store")
  func initCallsLoad() throws {
    let tree = try mapped(Self.models + "\n#Preview { TaskList(store: TaskStore()) }\n").body
    #expect(texts(tree) == ["Water the fern", "Repot the cactus"])
  }

  @Test("let store = Store(); store.add(…) in a preview adds to the store the view shows")
  func previewAdds() throws {
    let preview = try mapped(
      Self.models + """

        #Preview {
          let store = TaskStore()
          store.add("Feed the orchid")
          return TaskList(store: store)
        }
        """)
    #expect(texts(preview.body) == ["Water the fern", "Repot the cactus", "Feed the orchid"])
  }

  @Test("a static preview store built by a method is the filled store")
  func staticPreviewStore() throws {
    let tree = try mapped(
      Self.models + """

        extension TaskStore {
          static var preview: TaskStore {
            let store = TaskStore()
            store.tasks.removeAll()
            store.add("Prune the basil")
            return store
          }
        }
        #Preview { TaskList(store: .preview) }
        """
    ).body
    #expect(texts(tree) == ["Prune the basil"])
  }

  @Test(".task and .onAppear run when the view appears; what they cannot know leaves the data as it was")
  func taskAndOnAppear() throws {
    let tree = try mapped(
      Self.models + """

        struct InboxView: View {
          @StateObject private var model = InboxModel()
          var body: some View {
            NavigationStack {
              List(model.subjects, id: \\.self) { subject in
                Text(subject)
              }
              .navigationTitle("Inbox \\(model.unread)")
              .task { await model.refresh() }
              .onAppear { Task { try? await model.fetchMore() } }
              .refreshable { try? await model.fetchMore() }
            }
          }
        }
        #Preview { InboxView() }
        """
    ).body
    #expect(texts(tree) == ["Invoice", "Lunch on Friday"])
    guard case .navigation(.stack(let spec)) = tree.element else {
      Issue.record("not a navigation stack: \(tree.element)")
      return
    }
    #expect(spec.title == "Inbox 2")
  }

  @Test("a button's action does not change what the views around it show")
  func actionsDoNotRun() throws {
    let tree = try mapped(
      Self.models + """

        struct Editor: View {
          @State private var store = TaskStore()
          var body: some View {
            VStack {
              Button("Add") { store.add("Sweep") }
              TaskList(store: store)
            }
          }
        }
        #Preview { Editor() }
        """
    ).body
    #expect(texts(tree) == ["Water the fern", "Repot the cactus"])
  }
}
