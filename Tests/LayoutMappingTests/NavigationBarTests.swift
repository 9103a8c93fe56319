import LayoutEngine
import Testing

/// A navigation stack's bar as a layout file and as SwiftUI write it: the title, its display
/// mode, the search field's prompt and the toolbar's items by placement, and the button style
/// its views inherit. A layout file's `backButton` (the title of a screen before it, which SwiftUI
/// spells nowhere in the view) and the items' places in the file are tested with its reader
/// (Tests/LayoutFileTests/BarElementTests.swift).
@Suite("Navigation bars in both syntaxes")
struct NavigationBarTests {
  @Test("title, display mode, search prompt and toolbar items by placement, from the stack or its root view")
  func bar() throws {
    let both = try bothSyntaxes(
      yaml: """
        NavigationStack: Inbox
        navigationBarTitleDisplayMode: inline
        searchable: Search mail
        toolbar:
          topBarLeading: [{Button: Edit}]
          topBarTrailing: [{Button: Add}]
          bottomBar: [{Text: Updated}]
        content:
          - VStack:
              buttonStyle: bordered
              content:
                - Button: One
                - Button: {title: Two, buttonStyle: borderedProminent}
        """,
      swift: """
        NavigationStack {
          VStack {
            Button("One") {}
            Button("Two") {}.buttonStyle(.borderedProminent)
          }
          .buttonStyle(.bordered)
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
          .searchable(text: .constant(""), prompt: "Search mail")
          .toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            Button("Add") {}
            ToolbarItem(placement: .bottomBar) { Text("Updated") }
          }
        }
        """)
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies {
      guard case .navigation(.stack(let spec)) = body.element else {
        Issue.record("expected a navigation stack, found \(body.element)")
        continue
      }
      #expect(spec.title == "Inbox")
      #expect(spec.titleDisplayMode == .inline)
      #expect(spec.searchPrompt == "Search mail")
      #expect(spec.leadingItems.map(\.element) == [.button(title: "Edit", style: .plain)])
      #expect(spec.trailingItems.map(\.element) == [.button(title: "Add", style: .plain)])
      #expect(spec.bottomItems.map(\.element) == [.text("Updated")])
      let buttons = body.children.first?.children.map(\.element)
      #expect(buttons == [.button(title: "One", style: .bordered), .button(title: "Two", style: .prominent)])
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }
}
