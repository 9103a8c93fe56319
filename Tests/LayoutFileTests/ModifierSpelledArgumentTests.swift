import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Element arguments SwiftUI writes as modifiers, written in layout files as in Swift: a style on
/// an enclosing view styles every control inside (the environment), a navigation title, display
/// mode, search prompt and toolbar on the stack's root view.
struct ModifierSpelledArgumentTests {
  @Test func aStyleOnAStackStylesEveryControlInsideTheInnermostWinning() throws {
    let node = try body(
      """
      VStack:
        buttonStyle: bordered
        controlSize: large
        content:
          - Button: A
          - HStack:
              buttonStyle: .borderedProminent
              content: [{Button: B}]
          - Button: C
            style: plain
          - Button: D
            buttonStyle: borderless
          - Picker: {title: Size, options: [S, M], pickerStyle: segmented}
      """)
    let buttons = [node.children[0], node.children[1].children[0], node.children[2], node.children[3]]
    #expect(
      buttons.map(\.element) == [
        .button(title: "A", style: .bordered, controlSize: .large),
        .button(title: "B", style: .prominent, controlSize: .large),
        .button(title: "C", style: .plain, controlSize: .large),
        .button(title: "D", style: .plain, controlSize: .large),
      ])
    #expect(node.children[4].element == .picker(.segmented))
  }

  @Test func aListStyleOnTheListOrAroundIt() throws {
    let node = try body(
      """
      VStack:
        listStyle: plain
        content:
          - List: [{Text: a}]
          - List: {listStyle: insetGrouped, content: [{Text: b}]}
      """)
    #expect(node.children.map(\.element) == [.list(style: .plain), .list(style: .insetGrouped)])
  }

  @Test func theNavigationBarFromTheRootViewAsSwiftUIWritesIt() throws {
    let node = try body(
      """
      NavigationStack:
        content:
          - List:
              navigationTitle: Inbox
              navigationBarTitleDisplayMode: inline
              searchable: Search mail
              toolbar:
                topBarTrailing: [{Button: Edit}]
              content:
                - NavigationStack: {navigationTitle: Inner, content: [{Text: x}]}
      """)
    let expected = NavigationBarSpec(
      title: "Inbox", titleDisplayMode: .inline, searchPrompt: "Search mail",
      trailingItems: [
        ViewNode(.button(title: "Edit", style: .plain, controlSize: .regular), source: at(9, 31))
      ])
    #expect(node.element == .navigationStack(expected))
    // The nested stack keeps its own title; the outer one's is not looked for inside it.
    guard case .navigation(.stack(let inner)) = node.children[0].children[0].element else {
      Issue.record("expected the inner NavigationStack")
      return
    }
    #expect(inner.title == "Inner")
  }

  @Test func theShorthandStaysAndAnArgumentWinsOverTheRootView() throws {
    let node = try body(
      """
      NavigationStack:
        navigationTitle: Mail
        content:
          - List: {navigationTitle: Inbox, content: [{Text: a}]}
      """)
    guard case .navigation(.stack(let bar)) = node.element else {
      Issue.record("expected a NavigationStack")
      return
    }
    #expect(bar.title == "Mail")
  }

  @Test func aStackWithoutTitleAnywhereHasAnEmptyOne() throws {
    // SwiftUI's stack needs no title: its bar shows none (and no large title).
    let stack = try body("NavigationStack:\n  content: [{List: [{Text: a}]}]")
    guard case .navigation(.stack(let spec)) = stack.element else {
      Issue.record("read as \(stack.element.typeName)")
      return
    }
    #expect(spec.title == "")
  }

  @Test func aStyleGivenTwiceIsAnError() {
    let error = diagnostic(
      """
      body:
        VStack:
          buttonStyle: bordered
          content: [{Button: A}]
          buttonStyle: plain
      """)
    #expect(error != nil)
  }
}
