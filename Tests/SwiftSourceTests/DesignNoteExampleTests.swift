import Testing

@testable import SwiftSource

/// The example of docs/SwiftSource.md, so the note shows what the code does.
@Suite struct DesignNoteExampleTests {
  static let source = #"""
    import SwiftUI

    struct Contact: Identifiable { let id: Int; var name: String }

    struct ContactList: View {
      @State private var favoritesOnly = false
      let contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
      @ObservedObject var store: ContactStore

      var body: some View {
        List {
          Toggle("Favorites only", isOn: $favoritesOnly)
          ForEach(contacts) { contact in
            Label(contact.name, systemImage: "person")
          }
          ForEach(store.recent) { contact in
            Text(contact.name).foregroundStyle(.secondary)
          }
        }
        .navigationTitle("Contacts \(contacts.count)")
      }
    }

    #Preview("Contacts", traits: .landscapeLeft) {
      NavigationStack { ContactList(store: ContactStore()) }
    }
    """#

  @Test func outlineAndWarningsAsTheNoteShowsThem() throws {
    let program = try program(Self.source)
    let preview = program.previews[0]
    #expect(preview.title == "Contacts")
    #expect(preview.traits.orientation == .landscapeLeft)
    let evaluation = program.evaluate(preview)
    #expect(
      evaluation.views.map(\.description) == [
        #"NavigationStack { List { Toggle("Favorites only", isOn: false); ForEach([Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]) { contact in Label("Ann", systemImage: "person"); Label("Bo", systemImage: "person") }; ForEach(‹store.recent›) { contact in Text(‹contact.name›).foregroundStyle(.secondary); Text(‹contact.name›).foregroundStyle(.secondary); Text(‹contact.name›).foregroundStyle(.secondary) } }.navigationTitle("Contacts 2") }"#
      ])
    #expect(
      evaluation.allWarnings.map(\.description) == [
        "ContentView.swift:16:15: warning: ForEach over 'store.recent' cannot be known statically; showing 3 rows of its template"
      ])
  }
}
