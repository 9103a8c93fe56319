import LayoutEngine
import LayoutMapping
import Testing

/// `NavigationSplitView` and bar visibility, written in both syntaxes: the style and column
/// visibility, each column in a navigation stack of its own (titled by its view), a column's width,
/// and the bars `toolbarVisibility` (SwiftUI's `.toolbar(_:for:)`) hides or shows.
@Suite("Split views and bar visibility in both syntaxes")
struct SplitViewTests {
  @Test("style, column visibility, columns in stacks and a column width read alike")
  func columns() throws {
    let yaml = try yamlBody(
      """
      body:
        NavigationSplitView:
          navigationSplitViewStyle: .balanced
          columnVisibility: doubleColumn
          content:
            - List:
                navigationTitle: Mailboxes
                navigationSplitViewColumnWidth: {min: 200, ideal: 260, max: 400}
                content: [{Text: Inbox}]
            - List:
                content: [{Text: Message}]
            - NavigationStack:
                content: [{Text: Body}]
      """)
    let swift = try swiftPreview(
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
    #expect(swift.warnings == [])
    for split in [yaml, swift.body] {
      #expect(split.element == .navigationSplitView(style: .balanced, columnVisibility: .doubleColumn))
      #expect(split.children.count == 3)
      guard case .navigation(.stack(let sidebar)) = split.children[0].element,
        case .navigation(.stack(let content)) = split.children[1].element
      else {
        Issue.record("the columns are \(split.children.map(\.element.typeName))")
        continue
      }
      #expect(sidebar.title == "Mailboxes")
      #expect(split.children[0].children[0].modifiers.contains(.columnWidth(260)))
      #expect(content.title == "")
      #expect(split.children[2].children[0].element == .text("Body"))
    }
    #expect(outline(swift.body) == outline(yaml))
  }

  @Test("bars hidden and shown, beside toolbar items")
  func toolbarVisibility() throws {
    let yaml = try yamlBody(
      """
      body:
        NavigationStack:
          toolbar: {bottomBar: [{Text: Updated}]}
          content:
            - List:
                navigationTitle: Inbox
                content: [{Text: Row}]
                modifiers:
                  - toolbarVisibility: {visibility: hidden, for: navigationBar}
                  - toolbarVisibility: {visibility: hidden, for: tabBar}
                  - toolbarVisibility: {visibility: visible, for: bottomBar}
      """)
    let swift = try swiftBody(
      """
      NavigationStack {
        List { Text("Row") }
          .navigationTitle("Inbox")
          .toolbar(.hidden, for: .navigationBar, .tabBar)
          .toolbar { ToolbarItem(placement: .bottomBar) { Text("Updated") } }
          .toolbarVisibility(.visible, for: .bottomBar)
      }
      """)
    for body in [yaml, swift] {
      guard case .navigation(.stack(let spec)) = body.element else {
        Issue.record("the body is \(body.element.typeName)")
        continue
      }
      #expect(spec.bottomItems.map(\.element) == [.text("Updated")])
      #expect(
        body.children[0].modifiers == [
          .toolbarVisibility(.navigationBar, isHidden: true), .toolbarVisibility(.tabBar, isHidden: true),
          .toolbarVisibility(.bottomBar, isHidden: false),
        ])
    }
  }

  @Test("a layout file is strict: misspelt names and impossible widths are errors with did you mean")
  func strictness() {
    func error(_ yaml: String) -> LayoutFileError? {
      do {
        _ = try yamlDocument(yaml)
        return nil
      } catch { return error as? LayoutFileError }
    }
    let at = { (line: Int, column: Int) in SourceLocation(file: "test.yaml", line: line, column: column) }
    let style = error(
      "body:\n  NavigationSplitView:\n    navigationSplitViewStyle: prominentDetial\n    content: [{Text: a}, {Text: b}]"
    )
    #expect(style?.location == at(3, 31))
    #expect(style?.message.hasPrefix("unknown navigation split view style 'prominentDetial'") == true)
    #expect(style?.suggestion == "prominentDetail")
    let visibility = error(
      "body:\n  NavigationSplitView:\n    columnVisibility: doubleColum\n    content: [{Text: a}, {Text: b}]")
    #expect(visibility?.location == at(3, 23))
    #expect(visibility?.suggestion == "doubleColumn")
    let width = error("body:\n  Text: a\n  navigationSplitViewColumnWidth: {min: 300, ideal: 260}")
    #expect(width?.message == "'min' (300) is wider than the ideal width (260)")
    #expect(width?.location == at(3, 41))
    #expect(
      error("body:\n  Text: a\n  navigationSplitViewColumnWidth: {min: 200}")?.message.contains(
        "needs 'width' or 'ideal'") == true)
    let bar = error("body:\n  Text: a\n  toolbarVisibility: {visibility: hidden, for: tabBr}")
    #expect(bar?.location == at(3, 48))
    #expect(bar?.suggestion == "tabBar")
    let mac = error("body:\n  Text: a\n  toolbarVisibility: {visibility: hidden, for: windowToolbar}")
    #expect(mac?.message.contains("macOS's") == true)
  }
}
