import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The list, navigation and scroll vocabulary in layout files: list styles (on the list or a
/// view around it), badges, section modifiers, the navigation bar's modifiers, `tabViewStyle`
/// and `scrollIndicators`, and what stays an error.
struct ListVocabularyTests {
  @Test(arguments: [
    ("grouped", ListStyle.grouped), ("inset", .inset), ("sidebar", .sidebar), (".automatic", .automatic),
    ("plain", .plain),
  ])
  func listStyles(written: String, style: ListStyle) throws {
    let node = try body(
      "VStack:\n  listStyle: \(written)\n  content:\n    - List:\n        content: [{Text: a}]")
    #expect(node.children[0].element == .list(style: style))
  }

  @Test func badgesAndSectionModifiers() throws {
    let document = try parse(
      """
      body:
        List:
          listSectionSpacing: 12
          listSectionSeparator: {visibility: hidden, edges: top}
          listItemTint: red
          scrollIndicators: never
          content:
            - Section:
                title: Mail
                headerProminence: increased
                content:
                  - {Text: Inbox, badge: 5}
                  - {Text: Flagged, badge: New, listRowSeparatorTint: red}
                  - {Text: Sent, badge: 0}
      """)
    #expect(document.warnings.isEmpty)
    let list = document.body
    #expect(
      list.modifiers.filter { $0.kind != .accepted } == [
        .listSectionSpacing(12), .listSectionSeparatorHidden(.top), .scrollIndicators(.never),
      ])
    let section = list.children[0]
    #expect(section.modifiers == [.headerProminence(isIncreased: true)])
    #expect(
      section.children.dropFirst().map { $0.modifiers.filter { $0.kind == .badge } } == [
        [.badge("5")], [.badge("New")], [],
      ])
  }

  @Test func navigationBarModifiersAndPagedTabView() throws {
    let node = try body(
      """
      TabView:
        tabViewStyle: page
        content:
          - NavigationStack:
              navigationTitle: Inbox
              toolbarTitleDisplayMode: inlineLarge
              backButton: Mailboxes
              navigationBarBackButtonHidden: true
              navigationBarHidden: true
              toolbarBackground: visible
              content: [{Text: a}]
            tabItem: {Label: {title: Inbox, systemImage: tray}}
            badge: 3
      """)
    #expect(node.element == .tabView(selection: 0, isPaged: true))
    guard case .navigation(.stack(let spec)) = node.children[0].children[0].element else {
      Issue.record("no stack in \(node)")
      return
    }
    #expect(spec.titleDisplayMode == .inline)
    #expect(spec.backTitle == nil)
    #expect(spec.isBarHidden)
  }

  @Test(arguments: [
    (
      "List: {listStyle: groupd, content: [{Text: a}]}",
      "test.yaml:2:21: error: unknown list style 'groupd' for 'listStyle'; expected one of 'automatic', "
        + "'insetGrouped', 'plain', 'grouped', 'inset', 'sidebar' (did you mean 'grouped'?)"
    ),
    (
      "List: {listSectionSpacing: tight, content: [{Text: a}]}",
      "test.yaml:2:30: error: expected 'compact', 'default' or a number of points for 'spacing', found 'tight'"
    ),
    (
      "TabView: {tabViewStyle: verticalPage, content: [{Tab: {title: A, systemImage: a, content: [{Text: a}]}}]}",
      "test.yaml:2:27: error: 'verticalPage' is not supported for 'tabViewStyle': 'verticalPage' is watchOS's; iOS pages with 'page'"
    ),
  ])
  func errors(yaml: String, message: String) {
    #expect(diagnostic("body:\n  " + yaml)?.description == message)
  }
}
