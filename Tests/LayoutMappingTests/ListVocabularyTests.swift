import LayoutEngine
import LayoutMapping
import Testing

/// The list, navigation and scroll vocabulary in both syntaxes: list styles (on the list or a view
/// around it), badges, section modifiers, the navigation bar's modifiers, `tabViewStyle` and
/// `scrollIndicators`. A value SwiftUI does not have stays an error in a layout file and is a
/// warning naming the choices in Swift.
@Suite("List, navigation and scroll vocabulary in both syntaxes")
struct ListVocabularyTests {
  @Test(
    "a list style on a view around the list, by SwiftUI's name or style type",
    arguments: [
      ("grouped", "GroupedListStyle()", ListStyle.grouped), ("inset", ".inset", .inset),
      ("sidebar", "SidebarListStyle()", .sidebar), (".automatic", ".automatic", .automatic),
      ("plain", ".plain", .plain),
    ])
  func listStyles(yaml: String, swift: String, style: ListStyle) throws {
    let both = try bothSyntaxes(
      yaml: "VStack:\n  listStyle: \(yaml)\n  content:\n    - List:\n        content: [{Text: a}]",
      swift: "VStack { List { Text(\"a\") } }\n  .listStyle(\(swift))")
    #expect(both.swift.warnings == [])
    for node in both.bodies { #expect(node.children[0].element == .list(style: style)) }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }

  @Test("badges (0 shows none), section modifiers and the list's scroll indicators")
  func badgesAndSectionModifiers() throws {
    let both = try bothSyntaxes(
      yaml: """
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
        """,
      swift: """
        List {
          Section("Mail") {
            Text("Inbox").badge(5)
            Text("Flagged").badge("New").listRowSeparatorTint(.red)
            Text("Sent").badge(0)
          }
          .headerProminence(.increased)
        }
        .listSectionSpacing(12)
        .listSectionSeparator(.hidden, edges: .top)
        .listItemTint(.red)
        .scrollIndicators(.never)
        """)
    #expect(both.yaml.warnings.isEmpty && both.swift.warnings.isEmpty, "\(messages(both.swift))")
    for list in both.bodies {
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
  }

  @Test("compact section spacing, a badge given as Text or on a navigation link, a style around the list")
  func badgesAroundAndCompactSpacing() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          listStyle: grouped
          content:
            - List:
                listSectionSpacing: compact
                listSectionSeparator: {visibility: hidden, edges: bottom}
                listRowSeparatorTint: red
                scrollIndicators: visible
                content:
                  - Section:
                      title: Mail
                      headerProminence: increased
                      content:
                        - {Text: Inbox, badge: 5}
                        - {Text: Flagged, badge: New}
                        - NavigationLink: {title: Drafts, content: [{Text: D}]}
                          badge: "2"
        """,
      swift: """
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
    #expect(both.yaml.warnings.isEmpty && both.swift.warnings.isEmpty, "\(messages(both.swift))")
    for node in both.bodies {
      let list = node.children[0]
      #expect(list.element == .list(style: .grouped))
      #expect(list.modifiers.contains(.listSectionSpacing(ListMetrics.compactSectionSpacing)))
      #expect(list.modifiers.contains(.listSectionSeparatorHidden(.bottom)))
      #expect(list.modifiers.contains(.scrollIndicators(.visible)))
      let section = list.children[0]
      #expect(section.modifiers == [.headerProminence(isIncreased: true)])
      let rows = section.children.dropFirst()
      #expect(rows.map(\.modifiers) == [[.badge("5")], [.badge("New")], [.badge("2")]])
    }
  }

  @Test("the navigation bar's modifiers and a paged TabView")
  func navigationBarModifiersAndPagedTabView() throws {
    let both = try bothSyntaxes(
      yaml: """
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
        """,
      swift: """
        TabView {
          NavigationStack {
            Text("a")
              .navigationTitle("Inbox")
              .toolbarTitleDisplayMode(.inlineLarge)
              .navigationBarBackButtonHidden(true)
              .navigationBarHidden(true)
              .toolbarBackground(.visible, for: .navigationBar)
          }
          .tabItem { Label("Inbox", systemImage: "tray") }
          .badge(3)
        }
        .tabViewStyle(.page)
        """)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.element == .tabView(selection: 0, isPaged: true))
      guard case .navigation(.stack(let spec)) = node.children[0].children[0].element else {
        Issue.record("no stack in \(node)")
        continue
      }
      #expect(spec.titleDisplayMode == .inline)
      #expect(spec.backTitle == nil)
      #expect(spec.isBarHidden)
    }
  }

  @Test("a navigation link's row is its title; the screen it opens is not drawn")
  func navigationLinkDestination() throws {
    let both = try bothSyntaxes(
      yaml: "List:\n  content:\n    - NavigationLink: {title: Security, destination: {Text: Passcode}}",
      swift: #"List { NavigationLink("Security") { Text("Passcode") } }"#)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    // SwiftUI's `NavigationLink(_:destination:)`: with a title, the trailing closure is the
    // destination, which the row does not draw.
    for node in both.bodies {
      #expect(node.children[0].children.map(\.element) == [.text("Security")])
    }
    // Without a title the trailing closure is the row's label, drawn.
    let labelled = try bothSyntaxes(
      yaml: "List:\n  content:\n    - NavigationLink: {content: [{Text: Notes}]}",
      swift: #"List { NavigationLink(value: 1) { Text("Notes") } }"#)
    for node in labelled.bodies {
      #expect(node.children[0].children.map(\.element) == [.text("Notes")])
    }
  }

  @Test(
    "a value SwiftUI does not have is an error in a layout file",
    arguments: [
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
    #expect(yamlError("body:\n  " + yaml)?.description == message)
  }

  @Test("a list style SwiftUI does not have is a warning naming the styles in Swift; the default is kept")
  func unknownStyleInSwift() throws {
    let unknown = try swiftPreview(body: "List { Text(\"A\") }\n  .listStyle(.groupd)")
    #expect(unknown.body.element == .list(style: .automatic))
    #expect(
      messages(unknown) == [
        "4:14: expected one of '.automatic', '.insetGrouped', '.plain', '.grouped', '.inset', '.sidebar' for "
          + "'.listStyle', found .groupd; ignored"
      ])
  }
}
