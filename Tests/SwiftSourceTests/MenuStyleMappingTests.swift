import LayoutEngine
import Testing

@testable import SwiftSource

/// `menuStyle` in Swift source, by the layout files' rule: on the menu or around it, the
/// innermost winning; with `.button` the label is a button in the `buttonStyle` around it.
@Suite("menu styles in Swift source")
struct MenuStyleMappingTests {
  @Test("menuStyle(.button) follows buttonStyle; .borderlessButton and the default are the title")
  func styles() throws {
    let tree = try mapped(
      body: """
        VStack {
          Menu("Sort") { Button("Name") {} }
          Menu("Filter") { Button("All") {} }.menuStyle(.borderlessButton)
          Menu("Share") { Button("Copy") {} }.buttonStyle(.borderedProminent)
        }
        .menuStyle(.button)
        .buttonStyle(.bordered)
        """)
    #expect(messages(tree) == [])
    let children = tree.body.children
    #expect(children[0].element == .menu)
    #expect(children[0].children[0].element == .button(title: "Sort", style: .bordered))
    #expect(children[1].children[0].element == .text("Filter"))
    #expect(children[2].children[0].element == .button(title: "Share", style: .prominent))
  }
}
