import LayoutEngine
import LayoutMapping
import Testing

/// The drawn modifiers and `tabItem` in both syntaxes: `border`, `cornerRadius`, `clipShape`,
/// `clipped` and `disabled` build the same modifiers, and a tab view of `tabItem`s is a tab view
/// of `Tab`s. (How they lay out and draw is the engine's: DrawnModifierLayoutTests.)
@Suite("Drawn modifiers and tab items in both syntaxes")
struct DrawnModifierTests {
  @Test("tabItem with a Label, or an Image and a Text, on a TabView's views makes them tabs")
  func tabItems() throws {
    let both = try bothSyntaxes(
      yaml: """
        TabView:
          content:
            - Text: Inbox
              tabItem: {Label: {title: Inbox, systemImage: tray}}
            - Text: Settings
              tabItem:
                VStack:
                  content:
                    - Image: {systemName: gear}
                    - Text: Settings
        """,
      swift: """
        TabView {
          Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
          Text("Settings").tabItem {
            Image(systemName: "gear")
            Text("Settings")
          }
        }
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(
        node.children.map(\.element) == [
          .tab(title: "Inbox", systemImage: "tray"), .tab(title: "Settings", systemImage: "gear"),
        ])
      #expect(node.children.map { $0.children.map(\.element) } == [[.text("Inbox")], [.text("Settings")]])
    }
  }

  @Test("border, cornerRadius, clipShape, clipped and disabled")
  func drawn() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          content:
            - Text: A
              border: {content: gray, width: 2}
            - Image: {photo: card}
              cornerRadius: 12
            - Image: {photo: avatar}
              clipShape: Circle
            - Text: B
              clipped: true
            - Button: Delete
              disabled: true
        """,
      swift: """
        VStack {
          Text("A").border(Color.gray, width: 2)
          Image("card").cornerRadius(12)
          Image("avatar").clipShape(Circle())
          Text("B").clipped()
          Button("Delete") {}.disabled(true)
        }
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      let modifiers = node.children.map(\.modifiers)
      #expect(modifiers[0] == [.overlay(ViewNode(.roundedRectangle(cornerRadius: 0)), alignment: .center)])
      #expect(
        modifiers[1] == [.clip, .overlay(ViewNode(.roundedRectangle(cornerRadius: 12)), alignment: .center)])
      #expect(modifiers[2].first == .clip)
      #expect(
        modifiers[2].last.map {
          if case .overlay(let shape, _) = $0 { shape.element == .circle } else { false }
        } == true)
      #expect(modifiers[3] == [.clip])
      #expect(modifiers[4] == [.disabled(true)])
    }
  }
}
