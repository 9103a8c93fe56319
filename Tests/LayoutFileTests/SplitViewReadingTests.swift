import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// A layout file's `NavigationSplitView`: its style and column visibility, a column's width, each
/// column read in a navigation stack of its own, and `toolbarVisibility`.
@Suite("split views and bar visibility in layout files")
struct SplitViewReadingTests {
  @Test("navigationSplitViewStyle, columnVisibility and navigationSplitViewColumnWidth are read")
  func splitView() throws {
    let split = try body(
      """
      NavigationSplitView:
        navigationSplitViewStyle: .prominentDetail
        columnVisibility: all
        content:
          - List:
              navigationTitle: Mailboxes
              navigationSplitViewColumnWidth: {min: 200, ideal: 260, max: 400}
              content: [{Text: Inbox}]
          - NavigationStack:
              content: [{Text: Message}]
      """)
    #expect(split.element == .navigationSplitView(style: .prominentDetail, columnVisibility: .all))
    // The sidebar in a navigation stack of its own, titled by its view; the detail was one already.
    let sidebar = split.children[0]
    guard case .navigation(.stack(let spec)) = sidebar.element else {
      Issue.record("the sidebar column is \(sidebar.element.typeName)")
      return
    }
    #expect(spec.title == "Mailboxes")
    #expect(sidebar.children[0].element == .list(style: .automatic))
    #expect(sidebar.children[0].modifiers.contains(.columnWidth(260)))
    guard case .navigation(.stack(let detail)) = split.children[1].element else {
      Issue.record("the detail column is \(split.children[1].element.typeName)")
      return
    }
    #expect(detail.title == "")
    #expect(split.children[1].children[0].element == .text("Message"))
  }

  @Test("a misspelt style or visibility is an error at its value with did you mean")
  func misspelt() {
    let style = diagnostic(
      "body:\n  NavigationSplitView:\n    navigationSplitViewStyle: prominentDetial\n    content: [{Text: a}, {Text: b}]"
    )
    #expect(style?.location == at(3, 31))
    #expect(style?.message.hasPrefix("unknown navigation split view style 'prominentDetial'") == true)
    #expect(style?.suggestion == "prominentDetail")
    let visibility = diagnostic(
      "body:\n  NavigationSplitView:\n    columnVisibility: doubleColum\n    content: [{Text: a}, {Text: b}]")
    #expect(visibility?.location == at(3, 23))
    #expect(visibility?.suggestion == "doubleColumn")
  }

  @Test("a column width whose bounds do not hold its ideal width is an error at the bound")
  func columnWidthBounds() {
    let error = diagnostic(
      "body:\n  Text: a\n  navigationSplitViewColumnWidth: {min: 300, ideal: 260}")
    #expect(error?.message == "'min' (300) is wider than the ideal width (260)")
    #expect(error?.location == at(3, 41))
    let none = diagnostic("body:\n  Text: a\n  navigationSplitViewColumnWidth: {min: 200}")
    #expect(none?.message.contains("needs 'width' or 'ideal'") == true)
  }

  @Test("toolbarVisibility: the bar and whether it is hidden; a misspelt bar says did you mean")
  func toolbarVisibility() throws {
    let text = try body(
      """
      Text: a
      modifiers:
        - toolbarVisibility: {visibility: hidden, for: tabBar}
        - toolbarVisibility: {visibility: visible, for: navigationBar}
      """)
    #expect(
      text.modifiers == [
        .toolbarVisibility(.tabBar, isHidden: true), .toolbarVisibility(.navigationBar, isHidden: false),
      ])
    let error = diagnostic("body:\n  Text: a\n  toolbarVisibility: {visibility: hidden, for: tabBr}")
    #expect(error?.location == at(3, 48))
    #expect(error?.suggestion == "tabBar")
    let mac = diagnostic("body:\n  Text: a\n  toolbarVisibility: {visibility: hidden, for: windowToolbar}")
    #expect(mac?.message.contains("macOS's") == true)
  }
}
