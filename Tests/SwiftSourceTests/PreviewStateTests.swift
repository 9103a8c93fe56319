import SwiftSource
import Testing

/// State as a preview shows it: a model a view builds in its `init` and placeholder rows made with
/// `repeating:count:` are values the body reads, not unknowns.
@Suite("State as a preview shows it")
struct PreviewStateTests {
  @Test(
    "a model built in init (_model = State(initialValue: Model(…))) keeps its fields and computed properties")
  func modelBuiltInInit() throws {
    let text = try outline(
      """
      import SwiftUI
      struct Task: Identifiable { let id: Int; var title: String; var isDone: Bool }
      @Observable final class TaskModel {
        var tasks: [Task]
        init(tasks: [Task]) { self.tasks = tasks }
        var openCount: Int { tasks.filter { !$0.isDone }.count }
      }
      struct TaskList: View {
        @State private var model: TaskModel
        @StateObject private var other: TaskModel
        init(tasks: [Task] = [Task(id: 1, title: "Water the fern", isDone: false), Task(id: 2, title: "Repot", isDone: true)]) {
          _model = State(initialValue: TaskModel(tasks: tasks))
          _other = StateObject(wrappedValue: TaskModel(tasks: []))
        }
        var body: some View {
          List {
            Text("\\(model.openCount) open, \\(other.tasks.count) other")
            ForEach(model.tasks) { task in Text(task.title) }
          }
        }
      }
      #Preview { TaskList() }
      """)
    #expect(
      text
        == #"List { Text("1 open, 0 other"); ForEach([Task(id: 1, title: "Water the fern", isDone: false), Task(id: 2, title: "Repot", isDone: true)]) { task in Text("Water the fern"); Text("Repot") } }"#
    )
  }

  @Test("[T](repeating:count:) and Array(repeating:count:) are arrays of copies, within the array budget")
  func repeating() throws {
    let text = try outline(
      body: """
        VStack {
          ForEach([String](repeating: "Loading…", count: 2), id: \\.self) { Text($0) }
          Text("\\(Array(repeating: 0, count: 4).count) slots")
        }
        """)
    #expect(
      text
        == #"VStack { ForEach(["Loading…", "Loading…"], id: \.self) { Text("Loading…"); Text("Loading…") }; Text("4 slots") }"#
    )
    let warned = try warnings(
      "import SwiftUI\n#Preview { Text(\"\\(Array(repeating: 1, count: 1_000_000).count)\") }\n")
    #expect(warned.contains { $0.contains("an array would have more than 100000 elements") })
  }
}
