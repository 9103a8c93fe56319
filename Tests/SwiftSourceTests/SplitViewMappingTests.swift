import LayoutEngine
import Testing

@testable import SwiftSource

/// `NavigationSplitView` and bar visibility in Swift source: every column closure a column (in a
/// navigation stack of its own), the style and visibility as layout files read them, and
/// `.toolbar(.hidden, for:)` told apart from `.toolbar { … }`.
@Suite("split views and bar visibility in Swift source")
struct SplitViewMappingTests {
  @Test("sidebar, content and detail closures, columnVisibility from a state, the style and a column width")
  func columns() throws {
    let tree = try mapped(
      """
      import SwiftUI
      struct Mail: View {
        @State private var visibility: NavigationSplitViewVisibility = .doubleColumn
        var body: some View {
          NavigationSplitView(columnVisibility: $visibility) {
            List { Text("Inbox") }
              .navigationTitle("Mailboxes")
              .navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 400)
          } content: {
            List { Text("Message") }
          } detail: {
            NavigationStack { Text("Body") }
          }
          .navigationSplitViewStyle(.balanced)
        }
      }
      #Preview { Mail() }
      """)
    #expect(messages(tree) == [])
    let split = tree.body
    #expect(split.element == .navigationSplitView(style: .balanced, columnVisibility: .doubleColumn))
    #expect(split.children.count == 3)
    guard case .navigation(.stack(let sidebar)) = split.children[0].element else {
      Issue.record("the sidebar column is \(split.children[0].element.typeName)")
      return
    }
    #expect(sidebar.title == "Mailboxes")
    #expect(split.children[0].children[0].modifiers.contains(.columnWidth(260)))
    guard case .navigation(.stack(let content)) = split.children[1].element else {
      Issue.record("the content column is \(split.children[1].element.typeName)")
      return
    }
    #expect(content.title == "")
    #expect(split.children[2].children[0].element == .text("Body"))
  }

  @Test(".toolbar(.hidden, for: a, b) hides both bars and leaves .toolbar { … }'s items to the stack")
  func toolbarHidden() throws {
    let tree = try mapped(
      body: """
        NavigationStack {
          List { Text("Row") }
            .navigationTitle("Inbox")
            .toolbar(.hidden, for: .navigationBar, .tabBar)
            .toolbar { ToolbarItem(placement: .bottomBar) { Text("Updated") } }
            .toolbarVisibility(.visible, for: .bottomBar)
        }
        """)
    #expect(messages(tree) == [])
    guard case .navigation(.stack(let spec)) = tree.body.element else {
      Issue.record("the body is \(tree.body.element.typeName)")
      return
    }
    #expect(spec.bottomItems.map(\.element) == [.text("Updated")])
    #expect(
      tree.body.children[0].modifiers == [
        .toolbarVisibility(.navigationBar, isHidden: true), .toolbarVisibility(.tabBar, isHidden: true),
        .toolbarVisibility(.bottomBar, isHidden: false),
      ])
  }
}
