import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `NavigationStack`, `TabView` and `Tab` in layout files, and their diagnostics.
struct BarElementTests {
  @Test func navigationStackReadsItsBackButtonAndItsItemsPlaces() throws {
    // The title, display mode, search prompt and items by placement are tested for both readers
    // in Tests/LayoutMappingTests/NavigationBarTests.swift.
    let node = try body(
      """
      NavigationStack: Inbox
      backButton: Mailboxes
      toolbar:
        topBarTrailing: [{Button: Edit}]
        bottomBar: [{Text: Updated}]
      content:
        - Text: Hello
      """)
    let expected = NavigationBarSpec(
      title: "Inbox", backTitle: "Mailboxes",
      trailingItems: [
        ViewNode(.button(title: "Edit", style: .plain, controlSize: .regular), source: at(5, 23))
      ],
      bottomItems: [ViewNode(.text("Updated"), source: at(6, 18))])
    #expect(node.element == .navigationStack(expected))
  }

  @Test func tabViewReadsItsTabsAndSelection() throws {
    let node = try body(
      """
      TabView:
        selection: 1
        content:
          - Tab: Mail
            systemImage: tray
            content: [{Text: a}]
          - Tab: {title: Settings, systemImage: gear, content: [{Text: b}]}
      """)
    #expect(node.element == .tabView(selection: 1))
    #expect(
      node.children.map(\.element) == [
        .tab(title: "Mail", systemImage: "tray"), .tab(title: "Settings", systemImage: "gear"),
      ])
  }

  @Test func diagnostics() {
    // A stack without a title is SwiftUI's too: no error, an empty title.
    #expect(diagnostic("body:\n  NavigationStack:\n    content: [{Text: a}]") == nil)
    #expect(
      diagnostic("body:\n  NavigationStack: Inbox\n  content: [{Text: a}, {Text: b}]")?.description
        == "test.yaml:3:24: error: 'NavigationStack' has one root view, found 2; wrap several in a VStack")
    #expect(
      diagnostic("body:\n  TabView:\n    content: [{Text: a}]")?.description
        == "test.yaml:3:15: error: a TabView's content is a list of 'Tab's or views with a 'tabItem', found 'Text'"
    )
    #expect(
      diagnostic(
        "body:\n  TabView:\n    selection: 2\n    content: [{Tab: {title: A, systemImage: a, content: [{Text: a}]}}]"
      )?
      .description
        == "test.yaml:2:3: error: 'selection' is 2 but the TabView has 1 tabs (counted from 0)")
    #expect(
      diagnostic("body:\n  Tab: Mail\n  content: [{Text: a}]")?.description
        == "test.yaml:2:3: error: 'Tab' needs a 'systemImage', such as 'systemImage: tray'")
    let placement = diagnostic(
      "body:\n  NavigationStack: Inbox\n  toolbar: {topBarTrailng: []}\n  content: [{Text: a}]")
    #expect(placement?.location == at(3, 13))
    #expect(placement?.message.hasPrefix("unknown toolbar placement 'topBarTrailng'") == true)
    #expect(placement?.suggestion == "topBarTrailing")
    #expect(
      diagnostic(
        "body:\n  NavigationStack: Inbox\n  navigationBarTitleDisplayMode: huge\n  content: [{Text: a}]")?
        .description.hasPrefix("test.yaml:3:34: error: unknown title display mode 'huge'") == true)
  }
}
