import LayoutMapping
import SwiftSource
import Testing

/// A screen written with the Composable Architecture previews its initial state: the preview
/// builds `Store(initialState: Feature.State(…)) { Feature() }`, and the view reads the state
/// through the store (`store.title`, `store.scope(state: \.rows, action: \.rows)`), as it does at
/// run time before any action. The reducer is not run.
@Suite("Composable Architecture stores read as their state")
struct ComposableStoreTests {
  private let feature = """
    import ComposableArchitecture
    import SwiftUI

    enum Folder: LocalizedStringKey, CaseIterable {
      case inbox = "Inbox"
      case archive = "Archive"
    }

    @Reducer
    struct Mailbox {
      @ObservableState
      struct State: Equatable {
        var folder: Folder = .inbox
        var messages: IdentifiedArrayOf<Message.State> = []
        var unread: IdentifiedArrayOf<Message.State> { messages.filter { !$0.isRead } }
      }
      enum Action { case messages(IdentifiedActionOf<Message>) }
    }

    @Reducer
    struct Message {
      @ObservableState
      struct State: Equatable, Identifiable {
        let id: Int
        var subject: String
        var isRead = false
      }
    }

    struct MailboxView: View {
      @Bindable var store: StoreOf<Mailbox>
      var body: some View {
        List {
          Text(store.folder.rawValue)
          ForEach(store.scope(state: \\.unread, action: \\.messages)) { store in
            MessageRow(store: store)
          }
        }
      }
    }

    struct MessageRow: View {
      @Bindable var store: StoreOf<Message>
      var body: some View {
        Label(store.subject, systemImage: store.isRead ? "envelope.open" : "envelope")
      }
    }
    """

  @Test("the initial state fills the screen; scope follows its key path; nested State types stay apart")
  func initialState() throws {
    let text =
      feature + """

        #Preview {
          MailboxView(
            store: Store(
              initialState: Mailbox.State(messages: [
                Message.State(id: 1, subject: "Lunch on Friday?"),
                Message.State(id: 2, subject: "Old news", isRead: true),
                Message.State(id: 3, subject: "Invoice 42"),
              ])
            ) {
              Mailbox()
            }
          )
        }
        """
    let shown = try outline(text)
    #expect(
      shown
        == #"List { Text("Inbox"); ForEach([Message.State(id: 1, subject: "Lunch on Friday?", isRead: false), Message.State(id: 3, subject: "Invoice 42", isRead: false)]) { store in Label("Lunch on Friday?", systemImage: "envelope"); Label("Invoice 42", systemImage: "envelope") } }"#
    )
    #expect(try warnings(text).isEmpty)
  }

  @Test("a store built some other way is unknown, as before: its rows are the template's")
  func otherStores() throws {
    let text = feature + "\n#Preview { MailboxView(store: .preview) }\n"
    let shown = try outline(text)
    #expect(!shown.contains("Inbox") && shown.contains("Label(‹store.subject›"), "\(shown)")
  }
}
