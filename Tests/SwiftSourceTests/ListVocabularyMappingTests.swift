import LayoutEngine
import SwiftSource
import Testing

/// The list, navigation and scroll vocabulary maps from SwiftUI source through the shared
/// declarations, with no warning: list styles as an environment modifier, badges, the section
/// modifiers, the navigation bar's modifiers, `tabViewStyle` and `scrollIndicators`.
@Suite("list, navigation and scroll vocabulary from Swift source")
struct ListVocabularyMappingTests {
  @Test("listStyle(.grouped) on a view around the List, badges, section modifiers")
  func lists() throws {
    let preview = try mapped(
      body: """
        VStack {
          List {
            Section("Mail") {
              Text("Inbox")
                .badge(5)
              Text("Flagged")
                .badge(Text("New"))
              NavigationLink("Drafts") { Text("D") }
                .badge("2")
            }
            .headerProminence(.increased)
          }
          .listSectionSpacing(.compact)
          .listSectionSeparator(.hidden, edges: .bottom)
          .listRowSeparatorTint(.red)
          .scrollIndicators(.visible)
        }
        .listStyle(.grouped)
        """)
    #expect(messages(preview) == [])
    let list = preview.body.children[0]
    #expect(list.element == .list(style: .grouped))
    #expect(list.modifiers.contains(.listSectionSpacing(ListMetrics.compactSectionSpacing)))
    #expect(list.modifiers.contains(.listSectionSeparatorHidden(.bottom)))
    #expect(list.modifiers.contains(.scrollIndicators(.visible)))
    let section = list.children[0]
    #expect(section.modifiers == [.headerProminence(isIncreased: true)])
    let rows = section.children.dropFirst()
    #expect(rows.map(\.modifiers) == [[.badge("5")], [.badge("New")], [.badge("2")]])
  }

  @Test("the other list styles by their names and types; an unknown one is a warning naming the styles")
  func styles() throws {
    for (written, style) in [
      (".inset", ListStyle.inset), ("SidebarListStyle()", .sidebar), (".automatic", .automatic),
      ("GroupedListStyle()", .grouped),
    ] {
      let preview = try mapped(body: "List { Text(\"A\") }\n  .listStyle(\(written))")
      #expect(messages(preview) == [])
      #expect(preview.body.element == .list(style: style))
    }
    let unknown = try mapped(body: "List { Text(\"A\") }\n  .listStyle(.groupd)")
    // The Swift reader's rule for a value it cannot use: a warning naming the choices, the
    // argument's default kept.
    #expect(
      messages(unknown) == [
        "5:3: expected one of '.automatic', '.insetGrouped', '.plain', '.grouped', '.inset', '.sidebar' for "
          + "'style', found .groupd; ignored"
      ])
  }

  @Test("the navigation bar's modifiers and a paged TabView")
  func navigation() throws {
    let preview = try mapped(
      body: """
        TabView {
          NavigationStack {
            Text("A")
              .navigationTitle("Inbox")
              .toolbarTitleDisplayMode(.inline)
              .navigationBarBackButtonHidden(true)
              .toolbarBackground(.visible, for: .navigationBar)
          }
          .tabItem { Label("Inbox", systemImage: "tray") }
          .badge(3)
        }
        .tabViewStyle(.page)
        """)
    #expect(messages(preview) == [])
    #expect(preview.body.element == .tabView(selection: 0, isPaged: true))
    guard case .navigation(.stack(let spec)) = preview.body.children[0].children[0].element else {
      Issue.record("no stack: \(preview.body)")
      return
    }
    #expect(spec.titleDisplayMode == .inline)
    #expect(spec.backTitle == nil)
  }
}
