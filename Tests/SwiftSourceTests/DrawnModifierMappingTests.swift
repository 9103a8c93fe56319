import LayoutEngine
import SwiftSource
import Testing

/// The drawn modifiers and `tabItem` from Swift source map onto the same declarations as in
/// layout files: a tab view of `tabItem`s is a tab view of `Tab`s.
@Suite("mapping drawn modifiers and tab items")
struct DrawnModifierMappingTests {
  @Test("tabItem { Label } on a TabView's views makes them tabs")
  func tabItems() throws {
    let tree = try mapped(
      body: """
        TabView {
          Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
          Text("Settings").tabItem {
            Image(systemName: "gear")
            Text("Settings")
          }
        }
        """
    )
    #expect(messages(tree) == [])
    #expect(
      tree.body.children.map(\.element) == [
        .tab(title: "Inbox", systemImage: "tray"), .tab(title: "Settings", systemImage: "gear"),
      ])
    #expect(tree.body.children.map { $0.children.map(\.element) } == [[.text("Inbox")], [.text("Settings")]])
  }

  @Test("border, cornerRadius, clipShape, clipped and disabled build what layout files build")
  func drawn() throws {
    let tree = try mapped(
      body: """
        VStack {
          Text("A").border(Color.gray, width: 2)
          Image("card").cornerRadius(12)
          Image("avatar").clipShape(Circle())
          Text("B").clipped()
          Button("Delete") {}.disabled(true)
        }
        """
    )
    #expect(messages(tree) == [])
    let modifiers = tree.body.children.map(\.modifiers)
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
